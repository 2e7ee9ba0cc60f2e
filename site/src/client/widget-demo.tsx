import type { ComponentType } from 'react';
import { WidgetDemoPage } from '../demo/WidgetDemoPage.tsx';
import { mountIslands } from './mount-islands.tsx';

mountIslands({ WidgetDemoPage } as Record<string, ComponentType<never>>);

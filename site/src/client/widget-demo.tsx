import type { ComponentType } from 'react';
import { WidgetDemoPage } from '../demo/widget-demo-page.tsx';
import { mountIslands } from './mount-islands.tsx';

mountIslands({ WidgetDemoPage } as Record<string, ComponentType<never>>);

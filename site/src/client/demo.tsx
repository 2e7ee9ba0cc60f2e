import type { ComponentType } from 'react';
import { DemoPage } from '../demo/demo-page.tsx';
import { mountIslands } from './mount-islands.tsx';

mountIslands({ DemoPage } as Record<string, ComponentType<never>>);

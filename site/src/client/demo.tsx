import type { ComponentType } from 'react';
import { DemoPage } from '../demo/DemoPage.tsx';
import { mountIslands } from './mount-islands.tsx';

mountIslands({ DemoPage } as Record<string, ComponentType<never>>);

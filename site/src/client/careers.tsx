import type { ComponentType } from 'react';
import { CareersBoard } from '../islands/careers-board.tsx';
import { mountIslands } from './mount-islands.tsx';

mountIslands({ CareersBoard } as Record<string, ComponentType<never>>);

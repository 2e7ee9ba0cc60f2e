import type { ComponentType } from 'react';
import { LiveDemo } from '../islands/live-demo.tsx';
import { Pricing } from '../islands/pricing.tsx';
import { mountIslands } from './mount-islands.tsx';

mountIslands({ LiveDemo, Pricing } as Record<string, ComponentType<never>>);

import type { ComponentType } from 'react';
import { LiveDemo } from '../islands/LiveDemo.tsx';
import { Pricing } from '../islands/Pricing.tsx';
import { mountIslands } from './mount-islands.tsx';

mountIslands({ LiveDemo, Pricing } as Record<string, ComponentType<never>>);

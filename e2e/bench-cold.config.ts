import { defineConfig } from '@playwright/test';
import bench from './bench.config.ts';

// `pnpm bench:cold`: the cold loads alone (bench/cold-visits-alone.ts), not part of `pnpm bench`.
export default defineConfig({ ...bench, testMatch: 'cold-visits-alone.ts' });

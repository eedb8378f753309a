import { defineConfig } from '@playwright/test';
import bench from './bench.config.ts';

// `pnpm bench:return`: the return visits alone (bench/return-visits-alone.ts), not part of `pnpm bench`.
export default defineConfig({ ...bench, testMatch: 'return-visits-alone.ts' });

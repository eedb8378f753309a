import { remoteConfig } from 'shared/federation/rsbuild';
import federation from './module-federation.config.ts';

export default remoteConfig('parent_app', federation);

// The federation plugin initialises the share scope before this module's dynamic import resolves.
import { start } from '../common/start';

start(() => import('./root'));

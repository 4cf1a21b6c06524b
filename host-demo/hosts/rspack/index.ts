// The async boundary lets the federation runtime negotiate the shared modules before React loads.
import { start } from '../common/start';

start(() => import('./root'));

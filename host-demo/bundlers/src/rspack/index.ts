// The async boundary lets the federation runtime negotiate the shared modules before React loads.
import { start } from '../../../hosts/start';

start(() => import('./root'));

// The async boundary lets webpack's container runtime initialise the share scope before React loads.
import { start } from '../../../hosts/start';

start(() => import('./root'));

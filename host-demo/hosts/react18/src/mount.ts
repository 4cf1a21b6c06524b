import { start } from '../../common/start';

start(() => import('./mount-root'));

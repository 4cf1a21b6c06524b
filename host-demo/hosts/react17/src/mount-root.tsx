/** React 17 renders the page that embeds the header with `globalHeader/mount`. */
import { MountPage } from '../../common/host-layout';
import { readHostPageConfig } from '../../common/remote';
import { legacyRender } from './legacy-render';

const element = document.getElementById('root')!;
legacyRender(<MountPage config={readHostPageConfig(element)} />, element);

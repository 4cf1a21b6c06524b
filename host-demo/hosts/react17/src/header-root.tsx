/** React 17 renders the page that has `globalHeader/Header` in its tree (the bridge path). */
import { BridgeHeaderPage } from '../../common/bridge-header-page';
import { readHostPageConfig } from '../../common/remote';
import { legacyRender } from './legacy-render';

const element = document.getElementById('root')!;
legacyRender(<BridgeHeaderPage config={readHostPageConfig(element)} />, element);

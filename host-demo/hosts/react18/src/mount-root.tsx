/** React 18's root API renders the page that embeds the header with `globalHeader/mount`. */
import { createRoot } from 'react-dom/client';
import { MountPage } from '../../common/pages';
import { readHostPageConfig } from '../../common/remote';

const element = document.getElementById('root')!;
createRoot(element).render(<MountPage config={readHostPageConfig(element)} />);

import { render } from './render';

render('Header', { jsxRuntime: true });

import { render } from './render';

render('Header');

// The async boundary: the federation runtime negotiates the shared singletons (react, react-dom) before the
// first module that imports them runs; without it the page stays blank with RUNTIME-006 (loadShareSync).
import('./bootstrap');

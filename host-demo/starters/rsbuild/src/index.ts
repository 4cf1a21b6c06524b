// The async boundary: the federation runtime shares React before any module that imports it runs; without
// it the page stays blank with RUNTIME-006 (Invalid loadShareSync function call).
import('./bootstrap');

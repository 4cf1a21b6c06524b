// The async boundary: the federation runtime shares React before any module that imports it runs.
import('./bootstrap');

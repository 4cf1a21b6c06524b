/**
 * Applied to every story run by the Vitest `storybook` project (vitest.config.ts).
 * Storybook 10.3+ provisions these automatically only through @storybook/builder-vite; this project's
 * framework is @storybook/react-webpack5, so the preview and addon annotations are set here.
 */
import * as a11yAddonAnnotations from '@storybook/addon-a11y/preview';
import { setProjectAnnotations } from '@storybook/react-webpack5';
import * as projectAnnotations from './preview';

setProjectAnnotations([a11yAddonAnnotations, projectAnnotations]);

/**
 * The create-event modal's two options (product routes: "How do you want to build your event?"). Only the
 * modal shows them, so they live apart from header-links.ts and load with the modal, not in the header's
 * first render (as marketing-links.ts does for the mobile menu panel's links).
 */
import type { Environment } from '../config/types';
import { joinUrl } from './url';

export const getStartFromScratchUrl = (env: Environment) => joinUrl(env.serverUrl, '/manage/events/create');
export const getCreateWithAiUrl = (env: Environment) => joinUrl(env.serverUrl, '/manage/events/auto-create');

export { isExperimentResult, kindOf, readExperimentValue } from './experiment';
export type { EvaluationDetails, ExperimentResult, JsonValue, SecondaryExposure } from './experiment';

export { CodeSample, sampleNote, type CodeSampleProps } from './CodeSample';

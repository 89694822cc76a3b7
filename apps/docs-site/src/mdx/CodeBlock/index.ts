export { CodeBlock, CodeCaptionContext } from './CodeBlock';

export { CodeBlock } from './CodeBlock';

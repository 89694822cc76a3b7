// Testing Library's DOM matchers (toBeInTheDocument, toHaveAccessibleName...)
// and a clean DOM between tests, for every React library.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());

// A React Server Component (no 'use client' here): it imports the picker straight from
// the package, as the package's README says a Next.js App Router page can.
import type { SdkKey } from '@docs/sdk-catalog';
import { SdkPicker } from '@docs/sdk-picker';

async function choose(sdk: SdkKey) {
  'use server';
  console.log(`chosen: ${sdk}`);
}

export default function Page() {
  return (
    <main>
      <h1>@docs/sdk-picker in a Server Component</h1>
      <SdkPicker value="cypress" onSelect={choose} />
    </main>
  );
}

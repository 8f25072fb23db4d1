import { describe, expect, it } from '@jest/globals';
import type { RouteObject } from 'react-router-dom';
import { APP_PAGE_SEGMENTS } from '@encontro/contracts';
import { routes } from './routes';

const pathsOf = (list: RouteObject[]): string[] =>
  list.flatMap((route) => [...(route.path ? [route.path] : []), ...pathsOf(route.children ?? [])]);

/** `/duvidas`, `/login`…: the route table's paths of one fixed segment (not `/:city`, `/`, `*`). */
const onePathSegments = pathsOf(routes)
  .map((path) => path.replace(/^\//, ''))
  .filter((path) => path && !path.includes('/') && !path.startsWith(':') && path !== '*');

// The gateway reads every other one-segment path as a city for its link previews (issue 31).
describe('APP_PAGE_SEGMENTS', () => {
  it('holds every one-segment page of the route table, so none is taken for a city', () => {
    expect([...APP_PAGE_SEGMENTS].sort()).toEqual([...new Set(onePathSegments)].sort());
  });

  it('still has the city route it stands apart from', () => {
    expect(pathsOf(routes)).toContain('/:city');
  });
});

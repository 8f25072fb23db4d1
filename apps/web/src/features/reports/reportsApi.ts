import { baseApi } from '../../api/baseApi';

/** SPEC §3 Report: what can be reported (denúncia). */
export type ReportType = 'indication' | 'post' | 'comment';

export type ReportBody = { type: ReportType; id: string; message: string };

export const reportsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** SPEC §7: POST /api/report/{type}/{id} {message}. */
    report: build.mutation<unknown, ReportBody>({
      query: ({ type, id, message }) => ({
        url: `/report/${type}/${encodeURIComponent(id)}`,
        method: 'POST',
        body: { message },
      }),
    }),
  }),
});

export const { useReportMutation } = reportsApi;

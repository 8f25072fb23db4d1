import type {
  ContactRateLimit,
  ContactResponse,
  FaqFeedbackResponse,
  FaqList,
  GeneralTicketRequest,
  HostIndicationList,
  HostTicketRequest,
  TicketCreated,
  TicketList,
} from '@encontro/contracts';
import { baseApi } from '../../api/baseApi';

export type ContactBody = {
  form: 'contact' | 'legacy';
  name: string;
  email: string;
  subject: string;
  message: string;
  honeypot: string;
};
export type GeneralTicketBody = Omit<GeneralTicketRequest, 'honeypot'> & { honeypot: string };
export type HostTicketBody = Omit<HostTicketRequest, 'honeypot'> & { honeypot: string };

const api = baseApi.enhanceEndpoints({ addTagTypes: ['Faq', 'Tickets', 'HostIndications'] });

/** SPEC §7 "Last encounter, support": contact, FAQ and tickets. */
export const supportApi = api.injectEndpoints({
  endpoints: (build) => ({
    contactRateLimit: build.query<ContactRateLimit, string | undefined>({
      query: (email) => ({ url: '/contact/rate-limit', params: email ? { email } : undefined }),
      keepUnusedDataFor: 0,
    }),
    sendContact: build.mutation<ContactResponse, ContactBody>({
      query: (body) => ({ url: '/contact', method: 'POST', body }),
    }),
    faq: build.query<FaqList, void>({
      query: () => '/support/faq',
      providesTags: ['Faq'],
    }),
    faqFeedback: build.mutation<FaqFeedbackResponse, { id: number; helpful: boolean }>({
      query: ({ id, helpful }) => ({ url: `/support/faq/${id}/feedback`, method: 'POST', body: { helpful } }),
      async onQueryStarted(_args, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (!data?.faq) return;
        dispatch(
          supportApi.util.updateQueryData('faq', undefined, (draft) => {
            const i = draft.faqs.findIndex((f) => f.id === data.faq.id);
            if (i >= 0) draft.faqs[i] = data.faq;
          }),
        );
      },
    }),
    tickets: build.query<TicketList, void>({
      query: () => '/support/tickets',
      providesTags: ['Tickets'],
    }),
    hostTickets: build.query<TicketList, void>({
      query: () => '/support/host/tickets',
      providesTags: ['Tickets'],
    }),
    hostIndications: build.query<HostIndicationList, void>({
      query: () => '/support/host/indications',
      providesTags: ['HostIndications'],
    }),
    createGeneralTicket: build.mutation<TicketCreated, GeneralTicketBody>({
      query: (body) => ({ url: '/support/general', method: 'POST', body }),
      invalidatesTags: ['Tickets'],
    }),
    createHostTicket: build.mutation<TicketCreated, HostTicketBody>({
      query: (body) => ({ url: '/support/host', method: 'POST', body }),
      invalidatesTags: ['Tickets'],
    }),
    finalizeHostTicket: build.mutation<{ message?: string }, string>({
      query: (ticketId) => ({ url: `/support/host/${ticketId}/finalize`, method: 'POST' }),
      invalidatesTags: ['Tickets'],
    }),
  }),
});

export const {
  useContactRateLimitQuery,
  useLazyContactRateLimitQuery,
  useSendContactMutation,
  useFaqQuery,
  useFaqFeedbackMutation,
  useTicketsQuery,
  useHostTicketsQuery,
  useHostIndicationsQuery,
  useCreateGeneralTicketMutation,
  useCreateHostTicketMutation,
  useFinalizeHostTicketMutation,
} = supportApi;

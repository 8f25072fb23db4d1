import { useId, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { faqCategories, type FaqCategoryId, type FaqItem } from '@encontro/contracts';
import { useAppSelector } from '../../app/hooks';
import { usePageTitle } from '../../app/usePageTitle';
import { readApiError } from '../../api/errors';
import { failedWithoutData } from '../../api/queryState';
import { Button } from '../../ui/Button';
import { Alert } from '../../ui/Alert';
import { Loading } from '../../ui/Loading';
import { TextField } from '../../ui/TextField';
import { useToast } from '../../ui/Toast';
import { selectUser } from '../auth/authSlice';
import { FilterChips } from './FilterChips';
import { RetryAlert } from './RetryAlert';
import { useFaqFeedbackMutation, useFaqQuery } from './supportApi';
import { foldText } from './supportFormat';
import { SupportPage } from './SupportPage';
import './support.css';

export const faqTexts = {
  loadFailed: 'Erro ao carregar as perguntas frequentes.',
  feedbackFailed: 'Erro ao registrar seu feedback. Tente novamente.',
  loginToVote: 'Faça login para avaliar esta resposta.',
  empty: 'Nenhuma pergunta encontrada',
} as const;

function FaqQuestion({ faq, signedIn }: { faq: FaqItem; signedIn: boolean }) {
  const id = useId();
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const [askLogin, setAskLogin] = useState(false);
  const [sendFeedback, { isLoading }] = useFaqFeedbackMutation();

  const vote = async (helpful: boolean) => {
    if (!signedIn) {
      setAskLogin(true);
      return;
    }
    try {
      const result = await sendFeedback({ id: faq.id, helpful }).unwrap();
      toast(result.message);
    } catch (error) {
      const { status, message } = readApiError(error);
      if (status !== 401) toast(message ?? faqTexts.feedbackFailed, 'error');
    }
  };

  return (
    <li className="faq-item">
      <h3 className="faq-item__heading">
        <button
          type="button"
          className="faq-item__toggle"
          aria-expanded={open}
          aria-controls={`${id}-answer`}
          onClick={() => setOpen((o) => !o)}
        >
          <span>{faq.question}</span>
          <span className="faq-item__icon" aria-hidden="true">
            {open ? '−' : '+'}
          </span>
        </button>
      </h3>
      <div id={`${id}-answer`} className="faq-item__answer" hidden={!open}>
        <p>{faq.answer}</p>
        <div className="faq-feedback" role="group" aria-label="Esta resposta foi útil?">
          <span className="faq-feedback__label" aria-hidden="true">
            Esta resposta foi útil?
          </span>
          {[true, false].map((helpful) => (
            <Button
              key={String(helpful)}
              variant="secondary"
              className="faq-feedback__button"
              aria-pressed={faq.user_vote === helpful}
              disabled={isLoading}
              onClick={() => void vote(helpful)}
            >
              {helpful ? `Útil (${faq.helpful_count})` : `Não útil (${faq.not_helpful_count})`}
            </Button>
          ))}
        </div>
        {askLogin && (
          <Alert kind="info">
            {faqTexts.loginToVote}{' '}
            <Link to="/login" className="link">
              Entrar
            </Link>
          </Alert>
        )}
      </div>
    </li>
  );
}

export function SupportFaqPage() {
  usePageTitle('Perguntas Frequentes');
  const user = useAppSelector(selectUser);
  const faq = useFaqQuery();
  const { data, isLoading, refetch, isFetching } = faq;
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<FaqCategoryId | null>(null);

  const visible = useMemo(() => {
    const term = foldText(search);
    return (data?.faqs ?? []).filter(
      (f) =>
        (!category || f.category === category) &&
        (!term || foldText(`${f.question} ${f.answer}`).includes(term)),
    );
  }, [data, search, category]);

  const chips: { id: FaqCategoryId | null; label: string }[] = [
    { id: null, label: 'Todas' },
    ...faqCategories.map((c) => ({ id: c.id, label: c.label })),
  ];

  return (
    <SupportPage
      title="Perguntas Frequentes"
      lead="Encontre respostas rápidas sobre o Encontro."
      back={Boolean(user)}
    >
      <section className="card faq-filters" aria-label="Filtrar perguntas">
        <TextField
          label="Buscar nas perguntas"
          type="search"
          placeholder="Ex.: como votar"
          value={search}
          onChange={setSearch}
        />
        <FilterChips label="Categorias" chips={chips} selected={category} onSelect={setCategory} />
      </section>

      {isLoading ? (
        <Loading label="Carregando perguntas..." className="support-loading" />
      ) : failedWithoutData(faq) ? (
        <RetryAlert message={faqTexts.loadFailed} retrying={isFetching} onRetry={() => void refetch()} />
      ) : (
        <section aria-labelledby="faq-results">
          <h2 id="faq-results" className="visually-hidden">
            Perguntas
          </h2>
          <p className="muted" role="status">
            {visible.length === 1 ? '1 pergunta encontrada' : `${visible.length} perguntas encontradas`}
          </p>
          {visible.length === 0 ? (
            <div className="card support-empty">
              <p className="support-empty__title">{faqTexts.empty}</p>
              <p className="muted">Não achou o que procurava? Nossa equipe pode ajudar.</p>
              <Link to="/support/contact" className="btn btn--primary">
                Fale Conosco
              </Link>
            </div>
          ) : (
            <ul className="grid-list faq-list">
              {visible.map((faq) => (
                <FaqQuestion key={faq.id} faq={faq} signedIn={Boolean(user)} />
              ))}
            </ul>
          )}
        </section>
      )}
    </SupportPage>
  );
}

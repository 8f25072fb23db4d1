import { useState, type ComponentType } from 'react';
import { useSearchParams } from 'react-router-dom';
import { usePageTitle } from '../../app/usePageTitle';
import { formatFullDate } from '../../ui/format';
import { AdminTabs, type TabDef } from './AdminTabs';
import { AuditTab } from './AuditTab';
import { CensoredWordsTab } from './CensoredWordsTab';
import { ConfirmDialog } from './ConfirmDialog';
import { ForumsTab } from './ForumsTab';
import { IndicationsTab } from './IndicationsTab';
import { integrityTabId } from './integrityFilters';
import { IntegrityTab } from './IntegrityTab';
import { ReportsTab } from './ReportsTab';
import { SettingsTab } from './SettingsTab';
import { SummaryCards } from './SummaryCards';
import { TicketsTab } from './TicketsTab';
import { UsersTab } from './UsersTab';
import { adminTexts } from './adminTexts';
import { UnsavedChangesContext } from './unsavedChanges';
import './admin.css';

const tabs = [
  { id: 'usuarios', label: 'Usuários' },
  { id: 'indicacoes', label: 'Indicações' },
  { id: 'denuncias', label: 'Denúncias' },
  { id: 'foruns', label: 'Fóruns' },
  { id: 'tickets', label: 'Tickets Suporte' },
  { id: 'palavras', label: 'Palavras Censuradas' },
  { id: 'configuracoes', label: 'Configurações' },
  { id: integrityTabId, label: 'Integridade' },
  { id: 'auditoria', label: 'Auditoria' },
] as const satisfies readonly TabDef<string>[];

type TabId = (typeof tabs)[number]['id'];

const panels: Record<TabId, ComponentType> = {
  usuarios: UsersTab,
  indicacoes: IndicationsTab,
  denuncias: ReportsTab,
  foruns: ForumsTab,
  tickets: TicketsTab,
  palavras: CensoredWordsTab,
  configuracoes: SettingsTab,
  integridade: IntegrityTab,
  auditoria: AuditTab,
};

const isTab = (v: string | null): v is TabId => tabs.some((t) => t.id === v);

/**
 * SPEC §2 "Admin panel (/admin)". The open tab is kept in the address (?aba=…) so it survives a reload;
 * links may also name it `?tab=…`.
 */
export function AdminPage() {
  usePageTitle(adminTexts.title);
  const [search, setSearch] = useSearchParams();
  const current = search.get('aba') ?? search.get('tab');
  const selected: TabId = isTab(current) ? current : 'usuarios';
  const Panel = panels[selected];
  // A tab with unsaved edits (Configurações) says so; switching away from it asks first.
  const [dirty, setDirty] = useState(false);
  const [leavingFor, setLeavingFor] = useState<TabId | null>(null);
  const open = (id: TabId) => setSearch(id === 'usuarios' ? {} : { aba: id }, { replace: true });
  const select = (id: TabId) => {
    if (id === selected) return;
    if (dirty) setLeavingFor(id);
    else open(id);
  };
  const discard = () => {
    if (leavingFor) open(leavingFor);
    setDirty(false);
    setLeavingFor(null);
  };
  return (
    <div className="page admin-page">
      <header className="page__header admin-header">
        <div>
          <h1 className="page__title">{adminTexts.title}</h1>
          <p className="page__lead">{adminTexts.lead}</p>
        </div>
        <div className="admin-header__meta">
          <span className="admin-online tone-success">
            <span className="admin-online__dot" aria-hidden="true" />
            {adminTexts.online}
          </span>
          <time className="admin-header__date" dateTime={new Date().toISOString().slice(0, 10)}>
            {formatFullDate(new Date())}
          </time>
        </div>
      </header>
      <SummaryCards />
      <AdminTabs tabs={tabs} selected={selected} label="Áreas do painel administrativo" onSelect={select}>
        <UnsavedChangesContext.Provider value={setDirty}>
          <Panel key={selected} />
        </UnsavedChangesContext.Provider>
      </AdminTabs>
      <ConfirmDialog
        open={leavingFor !== null}
        title="Descartar alterações?"
        message={adminTexts.discardChanges}
        confirmLabel="Descartar"
        busyLabel="Descartando..."
        onConfirm={discard}
        onCancel={() => setLeavingFor(null)}
      />
    </div>
  );
}

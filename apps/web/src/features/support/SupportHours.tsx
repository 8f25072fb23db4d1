/** SPEC §2/§9: when the team answers. */
export function SupportHours() {
  return (
    <ul className="support-hours">
      <li>
        <strong>Tempo de resposta:</strong> até 24 horas
      </li>
      <li>
        <strong>Horário de atendimento:</strong> segunda a sexta, das 9h às 18h
      </li>
    </ul>
  );
}

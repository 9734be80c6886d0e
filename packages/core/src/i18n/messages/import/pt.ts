import type { importEn } from './en.js';

export const importPt: Record<keyof typeof importEn, string> = {
  'import.hint': 'Arraste e largue aqui ficheiros .zip de relatórios',
  'import.willReject': 'Este ficheiro será rejeitado !!',
  'import.notZip': 'Só é possível importar um ficheiro .zip criado por uma exportação.',
  'import.choose': 'Importar relatórios (.zip)',
  'import.title': 'Importar relatórios',
  'import.file': 'Ficheiro: {name}',
  'import.organization': 'Importar para',
  'import.submit': 'Importar',
  'import.created': '{count, plural, =0 {Nenhum relatório foi criado.} one {Foi criado # relatório.} other {Foram criados # relatórios.}}',
  'import.updated':
    '{count, plural, =0 {Nenhum relatório foi atualizado.} one {Foi atualizado # relatório que já existia.} other {Foram atualizados # relatórios que já existiam.}}',
  'import.skipped':
    '{count, plural, =0 {Nenhum relatório foi ignorado.} one {Foi ignorado # relatório que já estava atualizado.} other {Foram ignorados # relatórios que já estavam atualizados.}}',
  'import.rejected':
    '{count, plural, =0 {Nenhum relatório foi rejeitado.} one {Foi rejeitado # relatório:} other {Foram rejeitados # relatórios:}}',
  'import.row': 'Linha {row}',
  'import.untitled': 'Sem título',
  'import.done': 'Concluído',
};

// The issuer's own reference of the payment ("Reference: 8F3K2", "Auth code 123456", "Transaction ID: …",
// "Autorisierungscode", "Código de autorización", "承認番号"): two alerts with the same reference are the same
// payment (a hold and its purchase, a mail forwarded twice). Only a labelled value with a digit is taken: a
// word after "reference" is the sentence going on.

const LABEL =
  /(?<![\p{L}])(?:reference(?: number| no\.?| code)?|ref\.?(?: no\.?)?|auth(?:ori[sz]ation)? code|approval code|transaction (?:id|number|reference|no\.?)|referenz(?:nummer)?|autorisierungscode|genehmigungsnummer|transaktionsnummer|référence|code d'autorisation|numéro d'autorisation|referencia|c[óo]digo de autori[zs]aci[óo]n|n[úu]mero de autorizaci[óo]n|c[óo]digo de autoriza[çc][ãa]o|n[úu]mero da transa[çc][ãa]o|riferimento|codice (?:di )?autorizzazione|referentie|kenmerk|autorisatiecode|код авторизации|номер операции|код операции|交易流水号|流水号|交易号|授权码|参考号|承認番号|取引番号|승인번호|거래번호)(?![\p{L}])\s*[:：#№]?\s*(?<value>[A-Z0-9][A-Z0-9-]{3,39})(?![A-Z0-9-])/iu;

export function referenceIn(lines: readonly string[]): string | null {
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? "";
    const same = LABEL.exec(line)?.groups?.value;
    if (same && /\d/.test(same)) return same;
    // The value on the line under its label ("Reference number:" / "8F3K2").
    if (!/^[^\d]{3,40}[:：]?\s*$/u.test(line)) continue;
    const below = LABEL.exec(`${line} ${lines[i + 1] ?? ""}`)?.groups?.value;
    if (below && /\d/.test(below)) return below;
  }
  return null;
}

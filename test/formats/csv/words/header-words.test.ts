// Header words in every language banks export in (src/formats/csv/words/header-words/, one table per language): each
// language's exports name their columns; a debit and credit pair is found in any language; the amount in the
// account's currency beats the purchase's own; padded cells read like unpadded ones. The fixtures are in ./unseen/.
import { describe, expect, it } from "vitest";
import { planCsv } from "../../../../src/formats/csv";
import { planFixture } from "../fixture-plan";
import type { UnseenFixture } from "../unseen/fixture";
import bgDskDebitKredit from "../unseen/words-bg-dsk-debit-kredit";
import cnCmbShouruZhichu from "../unseen/words-cn-cmb-shouru-zhichu";
import cnIcbcShouruZhichu from "../unseen/words-cn-icbc-shouru-zhichu";
import czAirbankCastkaVMeneUctu from "../unseen/words-cz-airbank-castka-v-mene-uctu";
import deAusgangEingangEur from "../unseen/words-de-ausgang-eingang-eur";
import deCardBetragOriginalwaehrung from "../unseen/words-de-card-betrag-originalwaehrung";
import dkDanskeBelobSaldo from "../unseen/words-dk-danske-belob-saldo";
import appPaypalDeWaehrungsumrechnung from "../unseen/app-paypal-de-waehrungsumrechnung-newest-first";
import fiNordeaNimiPayeeOtsikkoNotes from "../unseen/fi-nordea-nimi-payee-otsikko-notes";
import fiNordeaSvNamnPayeeRubrikNotes from "../unseen/fi-nordea-sv-namn-payee-rubrik-notes";
import eeLhvSummaDeebetKreedit from "../unseen/words-ee-lhv-summa-deebet-kreedit";
import esBbvaFValorDisponible from "../unseen/words-es-bbva-f-valor-disponible";
import fiOpMaaraEuroa from "../unseen/words-fi-op-maara-euroa";
import frCaDebitCreditEuros from "../unseen/words-fr-ca-debit-credit-euros";
import gbCardBilledAmount from "../unseen/words-gb-card-billed-amount";
import gbPaidInOutPounds from "../unseen/words-gb-paid-in-out-pounds";
import grPiraeusXreosiPistosi from "../unseen/words-gr-piraeus-xreosi-pistosi";
import hrZabaIsplataUplata from "../unseen/words-hr-zaba-isplata-uplata";
import huTerhelesJovairas from "../unseen/words-hu-terheles-jovairas";
import idMandiriDebitKredit from "../unseen/words-id-mandiri-debit-kredit";
import ilLeumiHovaZhut from "../unseen/words-il-leumi-hova-zhut";
import inHdfcWithdrawalDepositAmt from "../unseen/words-in-hdfc-withdrawal-deposit-amt";
import inSbiHindiNameJama from "../unseen/words-in-sbi-hindi-name-jama";
import isLandsbankinnUpphaedStada from "../unseen/words-is-landsbankinn-upphaed-stada";
import itDareAvere from "../unseen/words-it-dare-avere";
import itPosteAddebitiAccrediti from "../unseen/words-it-poste-addebiti-accrediti";
import jpCardGenchiYen from "../unseen/words-jp-card-genchi-yen";
import jpMufgShiharaiAzukari from "../unseen/words-jp-mufg-shiharai-azukari";
import jpNetbankNyukinEn from "../unseen/words-jp-netbank-nyukin-en";
import jpRakutenBankNyushukkin from "../unseen/words-jp-rakuten-bank-nyushukkin";
import jpSmbcHikidashiAzukeire from "../unseen/words-jp-smbc-hikidashi-azukeire";
import keMpesaPaidInWithdrawn from "../unseen/words-ke-mpesa-paid-in-withdrawn";
import krKbChulgeumIpgeum from "../unseen/words-kr-kb-chulgeum-ipgeum";
import ltSebDebetasKreditas from "../unseen/words-lt-seb-debetas-kreditas";
import lvCitadeleDebetsKredits from "../unseen/words-lv-citadele-debets-kredits";
import mxBanorteRetirosDepositos from "../unseen/words-mx-banorte-retiros-depositos";
import noSbankenUtInn from "../unseen/words-no-sbanken-ut-inn";
import padDeSpaceBeforeQuote from "../unseen/words-pad-de-space-before-quote";
import padFrNoBreakSpace from "../unseen/words-pad-fr-no-break-space";
import padJpIdeographicSpace from "../unseen/words-pad-jp-ideographic-space";
import plAliorKwotaWWalucieRachunku from "../unseen/words-pl-alior-kwota-w-walucie-rachunku";
import ptCgdDebitoCredito from "../unseen/words-pt-cgd-debito-credito";
import roBtDebitCreditSold from "../unseen/words-ro-bt-debit-credit-sold";
import rsIntesaDugujePotrazujeCyr from "../unseen/words-rs-intesa-duguje-potrazuje-cyr";
import rsRaiffeisenDugujePotrazujeLat from "../unseen/words-rs-raiffeisen-duguje-potrazuje-lat";
import ruPrihodRashod from "../unseen/words-ru-prihod-rashod";
import ruTbankSummaPlatezha from "../unseen/words-ru-tbank-summa-platezha";
import ruVtbSummaVValyuteScheta from "../unseen/words-ru-vtb-summa-v-valyute-scheta";
import saAlrajhiMadinDain from "../unseen/words-sa-alrajhi-madin-dain";
import seHandelsbankenBelopp from "../unseen/words-se-handelsbanken-belopp";
import siNlbVBremeVDobro from "../unseen/words-si-nlb-v-breme-v-dobro";
import skSlspSumaMena from "../unseen/words-sk-slsp-suma-mena";
import thKasikornThonFak from "../unseen/words-th-kasikorn-thon-fak";
import trBorcAlacak from "../unseen/words-tr-borc-alacak";
import twCathayTichuCunru from "../unseen/words-tw-cathay-tichu-cunru";
import uaMonobankValyutaKartky from "../unseen/words-ua-monobank-valyuta-kartky";
import uaPrivatbankValyutaKartky from "../unseen/words-ua-privatbank-valyuta-kartky";
import vnVietcombankGhiNoCo from "../unseen/words-vn-vietcombank-ghi-no-co";

const bytes = (f: UnseenFixture) => (typeof f.file === "string" ? new TextEncoder().encode(f.file) : f.file);

describe("every language's exports name their columns", () => {
  for (const f of [
    bgDskDebitKredit,
    cnCmbShouruZhichu,
    cnIcbcShouruZhichu,
    czAirbankCastkaVMeneUctu,
    deAusgangEingangEur,
    deCardBetragOriginalwaehrung,
    dkDanskeBelobSaldo,
    eeLhvSummaDeebetKreedit,
    esBbvaFValorDisponible,
    fiOpMaaraEuroa,
    frCaDebitCreditEuros,
    gbCardBilledAmount,
    gbPaidInOutPounds,
    grPiraeusXreosiPistosi,
    hrZabaIsplataUplata,
    huTerhelesJovairas,
    idMandiriDebitKredit,
    ilLeumiHovaZhut,
    inHdfcWithdrawalDepositAmt,
    inSbiHindiNameJama,
    isLandsbankinnUpphaedStada,
    itDareAvere,
    itPosteAddebitiAccrediti,
    jpCardGenchiYen,
    jpMufgShiharaiAzukari,
    jpNetbankNyukinEn,
    jpRakutenBankNyushukkin,
    jpSmbcHikidashiAzukeire,
    keMpesaPaidInWithdrawn,
    krKbChulgeumIpgeum,
    ltSebDebetasKreditas,
    lvCitadeleDebetsKredits,
    mxBanorteRetirosDepositos,
    noSbankenUtInn,
    plAliorKwotaWWalucieRachunku,
    ptCgdDebitoCredito,
    roBtDebitCreditSold,
    rsIntesaDugujePotrazujeCyr,
    rsRaiffeisenDugujePotrazujeLat,
    ruPrihodRashod,
    ruTbankSummaPlatezha,
    ruVtbSummaVValyuteScheta,
    saAlrajhiMadinDain,
    seHandelsbankenBelopp,
    siNlbVBremeVDobro,
    skSlspSumaMena,
    thKasikornThonFak,
    trBorcAlacak,
    twCathayTichuCunru,
    uaMonobankValyutaKartky,
    uaPrivatbankValyutaKartky,
    vnVietcombankGhiNoCo,
  ]) {
    it(f.name, () => expect(planFixture(f).differences).toEqual([]));
  }
});

describe("a counterparty's name column is the payee and the booking's title beside it a note, in Finnish and Swedish", () => {
  for (const f of [fiNordeaNimiPayeeOtsikkoNotes, fiNordeaSvNamnPayeeRubrikNotes]) {
    it(f.name, () => {
      const plan = planCsv(bytes(f), { accountId: 1 });
      const rent = plan.items.find((i) => i.item.amount === "720.00")?.item;
      expect(rent?.payee).toMatch(/^(Vuokranantaja Oy|Hyresvärd Ab)$/);
      expect(rent?.notes).toMatch(/^(Vuokra kesäkuu|Hyra juni)$/);
      // A card purchase has no name: its title names the shop.
      expect(plan.items.find((i) => i.item.amount === "38.40")?.item.payee).toMatch(/^(K-Market Kallio|Stockmann Helsingfors)$/);
    });
  }
});

describe("a wallet's German activity list: Netto is the amount (never the Umsatzsteuer), Guthaben the balance, Transaktionscode the id", () => {
  it(appPaypalDeWaehrungsumrechnung.name, () => {
    const plan = planCsv(bytes(appPaypalDeWaehrungsumrechnung), { accountId: 1 });
    const c = plan.profile?.columns;
    expect([c?.amount?.header, c?.balance?.header, c?.transactionId?.header]).toEqual(["Netto", "Guthaben", "Transaktionscode"]);
    expect(planFixture(appPaypalDeWaehrungsumrechnung).differences).toEqual([]);
  });
});

describe("a debit and credit pair is found in any language, whether one side is empty or zero, and whatever currency follows", () => {
  for (const f of [
    jpSmbcHikidashiAzukeire,
    jpMufgShiharaiAzukari,
    jpNetbankNyukinEn,
    cnIcbcShouruZhichu,
    cnCmbShouruZhichu,
    twCathayTichuCunru,
    krKbChulgeumIpgeum,
    ruPrihodRashod,
    bgDskDebitKredit,
    rsIntesaDugujePotrazujeCyr,
    rsRaiffeisenDugujePotrazujeLat,
    grPiraeusXreosiPistosi,
    trBorcAlacak,
    ilLeumiHovaZhut,
    saAlrajhiMadinDain,
    thKasikornThonFak,
    vnVietcombankGhiNoCo,
    idMandiriDebitKredit,
    inSbiHindiNameJama,
    inHdfcWithdrawalDepositAmt,
    itDareAvere,
    itPosteAddebitiAccrediti,
    mxBanorteRetirosDepositos,
    ptCgdDebitoCredito,
    frCaDebitCreditEuros,
    deAusgangEingangEur,
    huTerhelesJovairas,
    hrZabaIsplataUplata,
    siNlbVBremeVDobro,
    lvCitadeleDebetsKredits,
    ltSebDebetasKreditas,
    noSbankenUtInn,
    gbPaidInOutPounds,
    keMpesaPaidInWithdrawn,
  ]) {
    it(f.name, () => {
      const { profile, differences } = planFixture(f);
      expect(differences).toEqual([]);
      expect(profile!.amountStyle).toBe("debit_credit");
    });
  }
  it("takes a column named for both directions as the signed amount, never as a debit or a credit (入出金)", () => {
    const { profile, differences } = planFixture(jpRakutenBankNyushukkin);
    expect(differences).toEqual([]);
    expect(profile!.amountStyle).toBe("signed");
    expect(profile!.columns.amount?.header).toBe("入出金(円)");
  });
});

describe("the amount in the account's currency is imported, with the account's currency, not the purchase's", () => {
  for (const [f, currency] of [
    [ruTbankSummaPlatezha, "rub"],
    [ruVtbSummaVValyuteScheta, "rub"],
    [uaMonobankValyutaKartky, "uah"],
    [uaPrivatbankValyutaKartky, "uah"],
    [plAliorKwotaWWalucieRachunku, "pln"],
    [czAirbankCastkaVMeneUctu, "czk"],
    [deCardBetragOriginalwaehrung, "eur"],
    [jpCardGenchiYen, undefined],
    [gbCardBilledAmount, undefined],
  ] as [UnseenFixture, string | undefined][]) {
    it(f.name, () => {
      expect(planFixture(f).differences).toEqual([]);
      const plan = planCsv(bytes(f), { accountId: 1, ...(f.accountType !== undefined ? { accountType: f.accountType } : {}) });
      expect(new Set(plan.items.map((i) => i.item.currency))).toEqual(new Set([currency]));
    });
  }
  it('keeps the purchase\'s amount where it is the only one (a bare "Сумма операции")', () => {
    const file = "Дата операции;Сумма операции;Валюта операции;Описание\n01.05.2024;-4,50;USD;Starbucks\n02.05.2024;-3,20;USD;Uber\n";
    const plan = planCsv(new TextEncoder().encode(file), { accountId: 1 });
    expect(plan.items.map((i) => [i.item.amount, i.item.currency])).toEqual([
      ["4.50", "usd"],
      ["3.20", "usd"],
    ]);
  });
});

describe("cells padded with spaces, no-break or ideographic spaces read like unpadded ones", () => {
  for (const f of [padDeSpaceBeforeQuote, padFrNoBreakSpace, padJpIdeographicSpace]) {
    it(f.name, () => expect(planFixture(f).differences).toEqual([]));
  }
});

// Every language's header words (one table each, see ../header-vocabulary.ts), by language tag.
import type { HeaderWords } from "../header-vocabulary";
import ar from "./ar";
import bg from "./bg";
import cs from "./cs";
import da from "./da";
import de from "./de";
import el from "./el";
import en from "./en";
import es from "./es";
import et from "./et";
import fi from "./fi";
import fr from "./fr";
import he from "./he";
import hi from "./hi";
import hr from "./hr";
import hu from "./hu";
import hy from "./hy";
import id from "./id";
import is from "./is";
import it from "./it";
import ja from "./ja";
import ka from "./ka";
import ko from "./ko";
import lt from "./lt";
import lv from "./lv";
import nl from "./nl";
import no from "./no";
import pl from "./pl";
import pt from "./pt";
import ro from "./ro";
import ru from "./ru";
import sk from "./sk";
import sl from "./sl";
import sr from "./sr";
import sv from "./sv";
import th from "./th";
import tr from "./tr";
import uk from "./uk";
import vi from "./vi";
import zhHans from "./zh-hans";
import zhHant from "./zh-hant";

export const LANGUAGES: Readonly<Record<string, HeaderWords>> = {
  ar,
  bg,
  cs,
  da,
  de,
  el,
  en,
  es,
  et,
  fi,
  fr,
  he,
  hi,
  hr,
  hu,
  hy,
  id,
  is,
  it,
  ja,
  ka,
  ko,
  lt,
  lv,
  nl,
  no,
  pl,
  pt,
  ro,
  ru,
  sk,
  sl,
  sr,
  sv,
  th,
  tr,
  uk,
  vi,
  "zh-Hans": zhHans,
  "zh-Hant": zhHant,
};

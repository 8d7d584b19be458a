// Month names and abbreviations of the languages banks and apps export in, beyond dates.ts' own list: CLDR's
// (as Node 22's ICU writes them with Intl.DateTimeFormat: the name alone and in a date, long and short, in
// af sq ar hy az eu be bs bg ca hr cs da nl en et fil fi fr gl ka de el he hi hu is id ga it kk lv lt mk ms mt
// nb nn pl pt ro ru sr sr-Latn sk sl es sw sv tr uk uz cy lb fo ky tk; Thai's names in full), lowercase, without their final dot.
// A word two languages give two months ("listopad": October in Croatian, November in Czech and Polish) is
// left out; dates.ts' own list wins over this one. Read through dates.ts' monthFromName only.

/** Per month, January first: its names, separated by spaces or line breaks. */
export const MONTH_NAMES: readonly string[] = [
  // January
  `ean eanáir ene enero gen gener gennaio ian ianuarie ion ionawr jaan jaanuar jan janar janeiro jannar
    januar januari januarie january január januára janv janvier janvāris janúar led leden ledna oca ocak
    sausio sausis sij siječanj siječnja sty styczeń stycznia tammi tammikuu tammikuuta urt urtarrila xan
    xaneiro yan yanvar ýan ýanwar ιαν ιανουαρίου сту студзень студзеня січ січень січня янв январь
    января януари јан јануар јануари қаң қаңтар հնվ հունվար հունվարի ינואר يناير जनवरी იან იანვარი มกราคม`,
  // February
  `chw chwef chwefror feabh feabhra feb febbraio febr febreiro febrer febrero februar februari
    februarie february február februára februāris febrúar fev fevereiro fevral few fewral fra frar févr
    février helmi helmikuu helmikuuta lut lutego luty ots otsaila peb pebrero shk shkurt vasario vasaris
    veebr veebruar velj veljača veljače úno únor února şub şubat φεβ φεβρουαρίου ақп ақпан лют лютага
    лютий лютого люты феб фебруар фев февр февраль февраля февруари փետրվար փետրվարի փտվ פברואר فبراير
    फ़रवरी თებ თებერვალი กุมภาพันธ์`,
  // March
  `bře březen března kovas kovo maalis maaliskuu maaliskuuta maart mac machi mar marca march marec
    maret mars marso mart martie marts martxoa marzec marzo marzu març março maw mawrth mrt márc március
    márta mäe mäerz mär märts märz ožu ožujak ožujka μαρ μαρτίου бер березень березня мар март марта нау
    наурыз сак сакавік сакавіка մարտ մարտի մրտ מרץ مارس मार्च მარ მარტი มีนาคม`,
  // April
  `abr abril abrëll aib aibreán api apirila apr aprel april aprile aprili aprilie aprill apríl apríla
    aprīlis avr avril balandis balandžio dub duben dubna ebr ebrill huhti huhtikuu huhtikuuta kwi
    kwiecień kwietnia nis nisan pri prill tra travanj travnja ápr április απρ απριλίου апр апрель апреля
    април квіт квітень квітня кра красавік красавіка сәу сәуір ապր ապրիլ ապրիլի אפריל أبريل अप्रैल აპრ
    აპრილი เมษายน`,
  // May
  `beal bealtaine gegužė gegužės kvě květen května mag maggio mai maiatza maig maijs maio maj maja may
    mayo mayıs maí maý mee mei mej mejju máj mája május svi svibanj svibnja touko toukokuu toukokuuta
    μαΐ μαΐου май мам мамыр мая мај трав травень травня մայիս մայիսի մյս מאי مايو मई მაი მაისი พฤษภาคม`,
  // June
  `birželio birželis cze czerwca czerwiec eka ekaina giu giugno haz haziran hun hunyo iun iunie iyn
    iyun iýun juin jun june junho juni junie junij junio juny juuni jún júna június júní jūn jūnijs kesä
    kesäkuu kesäkuuta lipanj lipnja meh mehefin meith meitheamh qer qershor xuño červen června čvn ġun
    ġunju ιουν ιουνίου июн июнь июня мау маусым черв червень червня чэр чэрвень чэрвеня юни јун јуни հնս
    հունիս հունիսի יוני يونيو जून ივნ ივნისი มิถุนายน`,
  // July
  `gor gorff gorffennaf heinä heinäkuu heinäkuuta hul hulyo iul iulie iyl iyul iúil iýul juil juillet
    jul julai julho juli julie julij julio juliol july juuli júl júla július júlí jūl jūlijs korr korrik
    liepa liepos lipca lipiec lug luglio lul lulju srpanj srpnja tem temmuz uzt uztaila xul xullo
    července červenec čvc ιουλ ιουλίου июл июль июля лип липень липня ліп ліпень ліпеня шіл шілде юли
    јул јули հլս հուլիս հուլիսի יולי يوليو जुलाई ივლ ივლისი กรกฎาคม`,
  // August
  `abu abuztua ag ago agost agosti agosto agu agustus août aug august augusta augusti augusts augustus
    augusztus avg avgust avq avqust awg awgust awst aww awwissu ağu ağustos elo elokuu elokuuta gush
    gusht kol kolovoz kolovoza lún lúnasa ogo ogos rugpjūtis rugpjūčio sie sierpień sierpnia srpen srpna
    ágú ágúst αυγ αυγούστου авг август августа жні жнівень жніўня серп серпень серпня там тамыз օգոստոս
    օգոստոսի օգս אוגוסט أغسطس अगस्त აგვ აგვისტო สิงหาคม`,
  // September
  `eyl eylül ira iraila medi meán mfómh rugsėjis rugsėjo ruj rujan rujna sen sentabr sentyabr sentýabr
    sep sept septemba septembar september septembra septembre septembrie septembris septiembre set
    setembre setembro settembre settembru setyembre sht shtator syys syyskuu syyskuuta szept szeptember
    wrz wrzesień września zář září σεπ σεπτεμβρίου вер верасень верасня вересень вересня сен сент
    сентябрь сентября сеп септембар септември қыр қыркүйек սեպ սեպտեմբեր սեպտեմբերի ספטמבר سبتمبر सितंबर
    სექ სექტემბერი กันยายน`,
  // October
  `deireadh dfómh eki ekim hyd hydref loka lokakuu lokakuuta oct october octobre octombrie octubre okt
    oktabr oktoba oktobar oktober oktobris oktoober oktubre oktyabr október októbra oktýabr ott ottobre
    ottubru out outubro paź październik października spalio spalis tet tetor urr urria říj říjen října
    οκτ οκτωβρίου жовт жовтень жовтня кас кастрычнік кастрычніка окт октобар октомври октябрь октября
    қаз қазан հոկ հոկտեմբեր հոկտեմբերի אוקטובר أكتوبر अक्टूबर ოქტ ოქტომბერი ตุลาคม`,
  // November
  `aza azaroa kas kasım lapkritis lapkričio listopadu marras marraskuu marraskuuta nob nobyembre
    noiembrie nov novemba novembar november novembra novembre novembris novembro novembru noviembre noy
    noyabr noý noýabr nën nëntor nóv nóvember samh samhain stu studeni studenoga tach tachwedd νοε
    νοεμβρίου лист листопад листопада ліс лістапад лістапада нов новембар ное ноември ноя нояб ноябрь
    ноября қар қараша նոյ նոյեմբեր նոյեմբերի נובמבר نوفمبر नवंबर ნოე ნოემბერი พฤศจิกายน`,
  // December
  `abe abendua ara aralık dec decembar december decembra decembrie decembris decembro dek dekabr des
    desemba desember desembre dets detsember dez dezember dezembro dhj dhjetor dic dicembre diciembre
    dis disember disyembre diċ diċembru déc décembre gru grudnia grudzień gruodis gruodžio joulu
    joulukuu joulukuuta noll nollaig pro prosinac prosinca prosince prosinec rhag rhagfyr δεκ δεκεμβρίου
    груд грудень грудня дек декабрь декабря декември дец децембар жел желтоқсан сне снежань снежня դեկ
    դեկտեմբեր դեկտեմբերի דצמבר ديسمبر दिसंबर დეკ დეკემბერი ธันวาคม`,
];

/**
 * Month names two languages give two months, MONTH_NAMES leaves out: "listopad(a)" is November in Polish ("5 listopada
 * 2025") and October in Croatian, whose day is an ordinal and ends in a dot ("4. listopada 2026."); Czech writes
 * November's day with a dot too, but as "listopadu", a word of its own. The dot after the day decides.
 */
export const SHARED_MONTH_NAMES: Readonly<Record<string, { dotted: number; bare: number }>> = {
  listopad: { dotted: 10, bare: 11 },
  listopada: { dotted: 10, bare: 11 },
};

// Japanese, Chinese and Korean legacy encodings are two bytes a character, and most byte pairs are valid in
// several of them: Korean EUC-KR read as GBK is all Chinese characters, every one of them real. What tells the
// readings apart is whether they are characters people write: the right reading of a bank export is mostly
// the commonest characters of its language (and kana, for Japanese), a wrong one a spread of rare ones.

/** Among the most frequent characters of modern Chinese text (simplified), and those of payment exports. */
const ZH_HANS =
  "的一是不了在人有我他这个们中来上大为和国地到以说时要就出会可也你对生能而子那得于着下自之年过发后作里用道行所然家种事成方多经么去法学如都同现当没动面" +
  "起看定天分还进好小部其些主样理心她本前开但因只从想实日军者意无力它与长把机十民第公此已工使情明性知全三又关点正业外将两高间由问很最重并物手应战向头文体" +
  "政美相见被利什二等产或新己制身果加西斯月话合回特代内信表化老给世位次度门任常先海通教儿原东声提立及比员解水名真论处走义各入几口认条平系气题活尔更别打女" +
  "变四神总何电数安少报才结反受目太量再感建务做接必场件计管期市直德资命山金指克许统区保至队形社便空决治展马科司五基眼书非则听白却界达光放强即像难且权思王" +
  "象完设式色路记南品住告类求据程北边死张该交规万取拉格望觉术领共确传师观清今切院让识候带导争运笑飞风步改收根干造言联持组每济车亲极林服快办议往元英士证近" +
  "失转夫令准布始怎呢存未远叫台单影具罗字爱击流备兵连调深商算质团集百需价花党华城石级整府离况亚请技际约示复病息究线似官火断精满支视消越器容照须九增研写称" +
  "企八功吗包片史委乎查轻易早曾除农找装广显吧阿李标谈吃图念六引历首医局突专费号尽另周较注语仅考落青随选列武红响虽推势参希古众构房半节土投某案黑维革划敌致" +
  "陈律足态护七兴派孩验责营星够章音跟志底站严巴例防族供效续施留讲型料终答紧黄绝奇察母京段依批群项故按河米围江织害斗双境客纪采举杀攻父苏密低朝友诉止细愿千" +
  "值仍男钱破网热助倒育属坐帝限船脸职速刻乐否刚威毛状率甚独球般普怕弹校苦创假久错承印晚兰试股拿脑预谁益阳若哪微尼继送急血惊伤素药适波夜省初喜卫源食险待述" +
  "账户余额转款时间类对方说明订单状态备注退充提现红包理财息续费摘要工资超市餐饮外卖淘宝京东滴微信还借记卡币角花呗购物话燃租";

/** The same for traditional Chinese (Taiwan, Hong Kong: Big5). */
const ZH_HANT =
  "的一是不了在人有我他這個們中來上大為和國地到以說時要就出會可也你對生能而子那得於著下自之年過發後作裡用道行所然家種事成方多經麼去法學如都同現當沒動面" +
  "起看定天分還進好小部其些主樣理心她本前開但因只從想實日軍者意無力它與長把機十民第公此已工使情明性知全三又關點正業外將兩高間由問很最重並物手應戰向頭文體" +
  "政美相見被利什二等產或新己制身果加西斯月話合回特代內信表化老給世位次度門任常先海通教兒原東聲提立及比員解水名真論處走義各入幾口認條平系氣題活爾更別打女" +
  "變四神總何電數安少報才結反受目太量再感建務做接必場件計管期市直德資命山金指克許統區保至隊形社便空決治展馬科司五基眼書非則聽白卻界達光放強即像難且權思王" +
  "象完設式色路記南品住告類求據程北邊死張該交規萬取拉格望覺術領共確傳師觀清今切院讓識候帶導爭運笑飛風步改收根乾幹造言聯持組每濟車親極林服快辦議往元英士證近" +
  "失轉夫令準布始怎呢存未遠叫台臺單影具羅字愛擊流備兵連調深商算質團集百需價花黨華城石級整府離況亞請技際約示復複病息究線似官火斷精滿支視消越器容照須九增研寫稱" +
  "企八功嗎包片史委乎查輕易早曾除農找裝廣顯吧阿李標談吃圖念六引歷首醫局突專費號盡另周較注語僅考落青隨選列武紅響雖推勢參希古眾構房半節土投某案黑維革劃敵致" +
  "陳律足態護七興派孩驗責營星夠章音跟志底站嚴巴例防族供效續施留講型料終答緊黃絕奇察母京段依批群項故按河米圍江織害鬥雙境客紀採舉殺攻父蘇密低朝友訴止細願千" +
  "值仍男錢破網熱助倒育屬坐帝限船臉職速刻樂否剛威毛狀率甚獨球般普怕彈校苦創假久錯承印晚蘭試股拿腦預誰益陽若哪微尼繼送急血驚傷素藥適波夜省初喜衛源食險待述" +
  "帳戶餘額轉款存提摘要備註薪資利息手續費繳匯跨櫃員網路銀行郵局悠遊卡超商便利統購物電信瓦斯租";

/** Among the most frequent kanji of Japanese text, and those of bank statements (kana count by themselves). */
const JA_KANJI =
  "日一国会人年大十二本中長出三同時政事自行社見月分議後前民生連五発間対上部東者党地合市業内相方四定今回新場金員九入選立開手米力学問高代明実円関決子動京全" +
  "目表戦経通外最言氏現理調体化田当八六約主題下首意法不来作性的要用制治度務強気小七成期公持野協取都和統以機平総加山思家話世受区領多県続進正安設保改数記院" +
  "女初北午指権心界支第産結百派点教報済書府活原先共得解名交資予川向際査勝面委告軍文反元重近千考判認画海参売利組知案道信策集在件団別物側任引使求所次水半品" +
  "昨論計死官増係感特情投示変打男基私各始島直両朝革価式確村提運終挙果西勢減台広容必応演電歳住争談能無再位置企真流格有疑口過局少放税検町常校料沢裁状工建語" +
  "球営空職証土与急止送援供可役構木割聞身費付施切由説転食比難防補車優夫研収断井何南石足違消境神番規術護展態導備宅害配副算視条幹独警宮究育席輸訪楽起万着乗" +
  "店述残想線率病農州武声質念待試族象銀域助労例衛然早張映限親額監環験追審商葉義伝働形景落欧担好退準賞訴辺造英被株頭技低毎医復仕去姿味負閣渡失移差衆個門写" +
  "評課末守若脳極種美岡影命含福蔵量望松非撃佐核観察整段横融型白深字答夜製票況音申様財港識注呼渉達良響阪帰針専推絶器客健" +
  "預振込引落残高摘要座番号息給与普通貯蓄定期手数料払戻送返済積立振替現金自動機窓口";

/** Among the most frequent Hangul syllables of Korean text, and those of bank statements. */
const KO_HANGUL =
  "이다의는에하고를기가지사로자수대시서인도어일정한리나부전적그주상들아보있해만성제마었으것구장니라내화원여우국동신요경게위생소면과된을은스비트관연무계문실" +
  "회방조업발공선치유용진심개세분물출금액입거래잔송좌번호날짜간카드결체통행명점영청합품현센터편택배식당커피쇼핑급예적출환불할맹고객님또더될없같때말안중오모" +
  "년후람드및각저너네러려며미반번법별복본불빌새설속손순술씨악알앞약양언얼역열예온올와완왜외운울움월위율음응익임작잘재절접종좋준즉직질집차착참창찾채책처천초" +
  "최추축충취친코크큰타터토투특파판팔평포표프피필학할함항했향허형확활효히힘받낸메모승인취소처리내역이체수수료이자외";

const ZH_HANS_SET = new Set(ZH_HANS);
const ZH_HANT_SET = new Set(ZH_HANT);
const JA_SET = new Set(JA_KANJI);
const KO_SET = new Set(KO_HANGUL);

/**
 * What a half-width katakana counts: one byte in Shift_JIS, as which the capitals of any other one-byte page
 * read (ΑΓΟΡΑ as ﾁﾃﾏﾑﾁ), so a little less than a right reading's average letter elsewhere.
 */
const HALF_WIDTH = -0.2;
/** What a rare character of the language's script counts: a right reading has some, a wrong one little else. */
const RARE = -0.5;

export type CjkLanguage = "Japanese" | "Chinese (simplified)" | "Chinese (traditional)" | "Korean";

/**
 * How a character fits the language: 1 for its common characters (and full-width kana in Japanese), RARE for other
 * characters of its scripts, null for a character the language does not write (kana in Chinese, Hangul in
 * Japanese): a wrong reading's.
 */
export function cjkFit(ch: string, script: string, language: CjkLanguage): number | null {
  switch (language) {
    case "Japanese":
      if (script === "Kana") return ch >= "\uff61" ? HALF_WIDTH : 1;
      return script === "Han" ? (JA_SET.has(ch) ? 1 : RARE) : null;
    case "Chinese (simplified)":
      return script === "Han" ? (ZH_HANS_SET.has(ch) ? 1 : RARE) : null;
    case "Chinese (traditional)":
      return script === "Han" ? (ZH_HANT_SET.has(ch) ? 1 : RARE) : null;
    case "Korean":
      if (script === "Hangul") return KO_SET.has(ch) ? 1 : RARE;
      // Hanja: Korean text may hold a few.
      return script === "Han" ? RARE : null;
  }
}

<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="eo" sourcelanguage="en">
<context>
    <name>AboutDialog</name>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/rules_page.py" line="87"/>
        <source>About Ninetka Desktop</source>
        <translation>Pri Ninetka Desktop</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/rules_page.py" line="88"/>
        <source>&lt;h3&gt;Ninetka Desktop {version}&lt;/h3&gt;&lt;p&gt;9tka and Nine Men&apos;s Morris for the desktop, against friends or the computer.&lt;/p&gt;&lt;p&gt;9tka was designed by Adam Kałuża (2007).&lt;/p&gt;&lt;p&gt;Written by the Ninetka Desktop team. Free software under the GNU General Public License, version 3 or later.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Ninetka Desktop {version}&lt;/h3&gt;&lt;p&gt;9tka kaj Muelo por la labortablo, kontraŭ amikoj aŭ kontraŭ la komputilo.&lt;/p&gt;&lt;p&gt;9tka estis kreita de Adam Kałuża (2007).&lt;/p&gt;&lt;p&gt;Verkita de la teamo de Ninetka Desktop. Libera programaro laŭ la permesilo GNU General Public License, versio 3 aŭ posta.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>Analysis</name>
    <message>
        <location filename="../../ninetka_desktop/models/analysis_model.py" line="38"/>
        <source>level; {player} wins the tie-break</source>
        <translation>egalaj sektoroj; {player} venkas per la decido</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/models/analysis_model.py" line="42"/>
        <source>{player} wins by {sections}</source>
        <translation>{player} venkas per {sections}</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/models/analysis_model.py" line="47"/>
        <source>a draw</source>
        <translation>remizo</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/models/analysis_model.py" line="51"/>
        <source>{player} wins</source>
        <translation>{player} venkas</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/models/analysis_model.py" line="52"/>
        <source>{player} wins in {plies}</source>
        <translation>{player} venkas post {plies}</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/models/analysis_model.py" line="57"/>
        <source>{percent}% for {player}</source>
        <translation>{percent}% por {player}</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/models/analysis_model.py" line="66"/>
        <source>{player} wins by at least {sections}, whatever the others do</source>
        <translation>{player} venkas per almenaŭ {sections}, kion ajn faros la aliaj</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/models/analysis_model.py" line="70"/>
        <source>{player} at least ties and wins the tie-break, whatever the others do</source>
        <translation>{player} almenaŭ egaligas la sektorojn kaj venkas per la decido, kion ajn faros la aliaj</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/models/analysis_model.py" line="74"/>
        <source>the others together can hold {player} to a tie lost on the tie-break</source>
        <translation>la aliaj kune povas teni {player} ĉe egalaj sektoroj, perditaj per la decido</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/models/analysis_model.py" line="77"/>
        <source>the others together can keep {player} {sections} behind</source>
        <translation>la aliaj kune povas teni {player} {sections} malantaŭe</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/models/analysis_model.py" line="86"/>
        <source>Exact for the worst case, proved by the solver: the other players are taken to play together against the mover.</source>
        <translation>Ĝuste por la plej malbona kazo, pruvita de la solvilo: oni supozas, ke la aliaj ludantoj ludas kune kontraŭ la ludanto, kies vico estas.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/models/analysis_model.py" line="90"/>
        <source>Exact: proved by the solver or the endgame tables.</source>
        <translation>Ĝuste: pruvita de la solvilo aŭ de la fin-tabeloj.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/models/analysis_model.py" line="92"/>
        <source>An estimate.</source>
        <translation>Takso.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/models/analysis_model.py" line="95"/>
        <source>An estimate from a search {depth} moves deep.</source>
        <translation>Takso el serĉo {depth} movojn profunda.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/models/analysis_model.py" line="96"/>
        <source>An estimate from {count} games played out.</source>
        <translation>Takso el {count} ludoj luditaj ĝis la fino.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/models/analysis_model.py" line="149"/>
        <location filename="../../ninetka_desktop/ui/analysis_panel.py" line="133"/>
        <source>Expected line</source>
        <translation>Atendata vico</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/models/analysis_model.py" line="149"/>
        <source>Move</source>
        <translation>Movo</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/models/analysis_model.py" line="149"/>
        <source>Value</source>
        <translation>Valoro</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/analysis_panel.py" line="97"/>
        <location filename="../../ninetka_desktop/ui/analysis_panel.py" line="99"/>
        <source>Analysis</source>
        <translation>Analizo</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/analysis_panel.py" line="124"/>
        <source>Moves ranked by the analysis</source>
        <translation>Movoj ordigitaj de la analizo</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/analysis_panel.py" line="188"/>
        <source>No position to analyse.</source>
        <translation>Neniu pozicio por analizi.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/analysis_panel.py" line="191"/>
        <source>The game is over.</source>
        <translation>La ludo finiĝis.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/analysis_panel.py" line="193"/>
        <source>Analysing…</source>
        <translation>Analizante…</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/analysis_panel.py" line="209"/>
        <source>The analysis stopped on an error. It starts again at the next move.</source>
        <translation>La analizo haltis pro eraro. Ĝi rekomenciĝos ĉe la sekva movo.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/analysis_panel.py" line="222"/>
        <source>Done.</source>
        <translation>Farite.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/analysis_panel.py" line="222"/>
        <source>Exact.</source>
        <translation>Ĝuste.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/analysis_panel.py" line="224"/>
        <source>Looking deeper…</source>
        <translation>Serĉante pli profunde…</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/analysis_panel.py" line="237"/>
        <source>Expected line after {move}: {line}</source>
        <translation>Atendata vico post {move}: {line}</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/analysis_panel.py" line="206"/>
        <source>The analysis stopped: {reason}</source>
        <translation type="vanished">La analizo haltis: {reason}</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/analysis_panel.py" line="194"/>
        <source>The computer does not know this game yet.</source>
        <translation type="vanished">La komputilo ankoraŭ ne konas ĉi tiun ludon.</translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <location filename="../../ninetka_desktop/app.py" line="219"/>
        <source>Settings</source>
        <translation>Agordoj</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/app.py" line="222"/>
        <source>Statistics</source>
        <translation>Statistikoj</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/app.py" line="245"/>
        <source>Ninetka Desktop is already open in another window: this window&apos;s games are not autosaved (Game ▸ Save keeps them).</source>
        <translation>Ninetka Desktop jam estas malfermita en alia fenestro: la ludoj de ĉi tiu fenestro ne estas aŭtomate konservataj (Ludo ▸ Konservi gardas ilin).</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/app.py" line="250"/>
        <source>The autosave is off: its lock file could not be made ({reason}). This window&apos;s games are not autosaved (Game ▸ Save keeps them).</source>
        <translation>La aŭtomata konservado estas malŝaltita: ĝia ŝlosdosiero ne kreeblis ({reason}). La ludoj de ĉi tiu fenestro ne estas aŭtomate konservataj (Ludo ▸ Konservi gardas ilin).</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/app.py" line="38"/>
        <source>You</source>
        <translation type="vanished">Vi</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/app.py" line="39"/>
        <source>Computer</source>
        <translation type="vanished">Komputilo</translation>
    </message>
</context>
<context>
    <name>BoardScene</name>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/cell_words.py" line="26"/>
        <source>bottom-left</source>
        <translation>malsupra maldekstra</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/cell_words.py" line="27"/>
        <source>bottom</source>
        <translation>malsupra</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/cell_words.py" line="28"/>
        <source>bottom-right</source>
        <translation>malsupra dekstra</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/cell_words.py" line="29"/>
        <source>left</source>
        <translation>maldekstra</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/cell_words.py" line="30"/>
        <source>centre</source>
        <translation>centra</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/cell_words.py" line="31"/>
        <source>right</source>
        <translation>dekstra</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/cell_words.py" line="32"/>
        <source>top-left</source>
        <translation>supra maldekstra</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/cell_words.py" line="33"/>
        <source>top</source>
        <translation>supra</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/cell_words.py" line="34"/>
        <source>top-right</source>
        <translation>supra dekstra</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/cell_words.py" line="42"/>
        <source>empty</source>
        <translation>malplena</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/cell_words.py" line="44"/>
        <source>neutral counter</source>
        <translation>neŭtrala peco</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/cell_words.py" line="45"/>
        <source>{who} counter</source>
        <translation>peco de {who}</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/cell_words.py" line="56"/>
        <source>edge slot</source>
        <translation>kavo ĉe la rando</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/cell_words.py" line="60"/>
        <source>{section} section ({name})</source>
        <translation>{section} sektoro ({name})</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/cell_words.py" line="66"/>
        <source>blocked</source>
        <translation>blokita</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/cell_words.py" line="68"/>
        <source>slides in to {cell}</source>
        <translation>glitos al {cell}</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/cell_words.py" line="71"/>
        <source>the last move came from here</source>
        <translation>de ĉi tie venis la lasta movo</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/cell_words.py" line="73"/>
        <source>moved last</source>
        <translation>lasta movo</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/cell_words.py" line="75"/>
        <source>you can play here</source>
        <translation>vi povas ludi ĉi tie</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/cell_words.py" line="78"/>
        <source>section held by {who}</source>
        <translation>sektoro regata de {who}</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/cell_words.py" line="79"/>
        <source>, </source>
        <comment>between the parts of a spoken cell description</comment>
        <translation>, </translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/counter_item.py" line="113"/>
        <source>Blocked: this counter can never move</source>
        <translation>Blokita: ĉi tiu peco neniam povos moviĝi</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/scene.py" line="124"/>
        <source>9tka board</source>
        <translation>Tabulo de 9tka</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/cell_words.py" line="57"/>
        <source>{section} section</source>
        <translation type="vanished">{section} sektoro</translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <location filename="../../ninetka_desktop/ui/board/view.py" line="90"/>
        <source>Game board</source>
        <translation>Ludtabulo</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/board/view.py" line="271"/>
        <source>Use the arrow keys to choose a cell and Enter to play there, or type a move by its name and press Enter.</source>
        <translation>Elektu ĉelon per la sagoklavoj kaj ludu tie per la klavo Enen, aŭ tajpu la nomon de movo kaj premu Enen.</translation>
    </message>
</context>
<context>
    <name>CommentDialog</name>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/comment_dialog.py" line="37"/>
        <source>A comment is at most {limit} characters; this one has {count}.</source>
        <translation>Komento havas plej multe {limit} signojn; ĉi tiu havas {count}.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/comment_dialog.py" line="40"/>
        <source>A comment cannot hold a closing brace }.</source>
        <translation>Komento ne povas enhavi fermantan kuniktan krampon }.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/comment_dialog.py" line="41"/>
        <source>A comment cannot hold control characters or text-direction marks.</source>
        <translation>Komento ne povas enhavi regsignojn aŭ markojn de teksta direkto.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/comment_dialog.py" line="59"/>
        <location filename="../../ninetka_desktop/ui/dialogs/comment_dialog.py" line="65"/>
        <source>Comment</source>
        <translation>Komento</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/comment_dialog.py" line="61"/>
        <source>Comment on the position {where}:</source>
        <translation>Komento pri la pozicio {where}:</translation>
    </message>
</context>
<context>
    <name>EvaluationGraph</name>
    <message>
        <location filename="../../ninetka_desktop/ui/evaluation_graph.py" line="50"/>
        <source>Evaluation graph</source>
        <translation>Grafiko de la taksado</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/evaluation_graph.py" line="51"/>
        <source>What each position was worth to each player; click to see it</source>
        <translation>Kiom ĉiu pozicio valoris por ĉiu ludanto; alklaku por vidi ĝin</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/evaluation_graph.py" line="69"/>
        <source>{known} of {count} positions analysed</source>
        <translation>{known} el {count} pozicioj analizitaj</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <location filename="../../ninetka_desktop/controllers/morris/turns.py" line="131"/>
        <source>{player} closed a mill: click one of {opponent}&apos;s cows to shoot it.</source>
        <translation>{player} fermis muelon: alklaku bovinon de {opponent} por pafi ĝin.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/controllers/morris/turns.py" line="133"/>
        <source>{player} closed a mill: click one of {opponent}&apos;s men to take it.</source>
        <translation>{player} fermis muelon: alklaku ŝtonon de {opponent} por forpreni ĝin.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/controllers/morris/turns.py" line="142"/>
        <source>{player}: put a man from your hand ({count} left) on an empty point, or pick up one of your men to move it.</source>
        <translation>{player}: metu ŝtonon el via mano (restas {count}) sur malplenan punkton, aŭ prenu unu el viaj ŝtonoj por movi ĝin.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/controllers/morris/turns.py" line="147"/>
        <source>{player}: put a cow on an empty point ({count} in hand).</source>
        <translation>{player}: metu bovinon sur malplenan punkton (en mano: {count}).</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/controllers/morris/turns.py" line="149"/>
        <source>{player}: put a man on an empty point ({count} in hand).</source>
        <translation>{player}: metu ŝtonon sur malplenan punkton (en mano: {count}).</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/controllers/morris/turns.py" line="154"/>
        <source>{player} has three cows left and may fly: pick one up.</source>
        <translation>Al {player} restas tri bovinoj, do tiu rajtas flugi: prenu unu.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/controllers/morris/turns.py" line="156"/>
        <source>{player} has three men left and may fly: pick one up.</source>
        <translation>Al {player} restas tri ŝtonoj, do tiu rajtas flugi: prenu unu.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/controllers/morris/turns.py" line="160"/>
        <source>{player}: pick up one of your cows that can move.</source>
        <translation>{player}: prenu unu el viaj bovinoj, kiu povas moviĝi.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/controllers/morris/turns.py" line="162"/>
        <source>{player}: pick up one of your men that can move.</source>
        <translation>{player}: prenu unu el viaj ŝtonoj, kiu povas moviĝi.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/controllers/morris/turns.py" line="172"/>
        <source>{player}: fly the cow from {point} to any empty point.</source>
        <translation>{player}: flugigu la bovinon de {point} al iu ajn malplena punkto.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/controllers/morris/turns.py" line="174"/>
        <source>{player}: fly the man from {point} to any empty point.</source>
        <translation>{player}: flugigu la ŝtonon de {point} al iu ajn malplena punkto.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/controllers/morris/turns.py" line="177"/>
        <source>{player}: move the man from {point} to any empty point.</source>
        <translation>{player}: movu la ŝtonon de {point} al iu ajn malplena punkto.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/controllers/morris/turns.py" line="179"/>
        <source>{player}: move the cow from {point} to a neighbouring empty point.</source>
        <translation>{player}: movu la bovinon de {point} al najbara malplena punkto.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/controllers/morris/turns.py" line="181"/>
        <source>{player}: move the man from {point} to a neighbouring empty point.</source>
        <translation>{player}: movu la ŝtonon de {point} al najbara malplena punkto.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/controllers/morris/turns.py" line="190"/>
        <source>{player} closed a mill and shot the cow on {point}.</source>
        <translation>{player} fermis muelon kaj pafis la bovinon sur {point}.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/controllers/morris/turns.py" line="192"/>
        <source>{player} closed a mill and took the man on {point}.</source>
        <translation>{player} fermis muelon kaj forprenis la ŝtonon de {point}.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/controllers/morris/turns.py" line="208"/>
        <source>Game over: {player} wins, {loser} cannot move.</source>
        <translation>Fino de la ludo: {player} venkas, {loser} ne povas movi.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/controllers/morris/turns.py" line="210"/>
        <source>Game over: {player} wins with a mill.</source>
        <translation>Fino de la ludo: {player} venkas per muelo.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/controllers/morris/turns.py" line="212"/>
        <source>Game over: {player} wins, {loser} is down to two cows.</source>
        <translation>Fino de la ludo: {player} venkas, al {loser} restas nur du bovinoj.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/controllers/morris/turns.py" line="214"/>
        <source>Game over: {player} wins, {loser} is down to two men.</source>
        <translation>Fino de la ludo: {player} venkas, al {loser} restas nur du ŝtonoj.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/controllers/morris/turns.py" line="220"/>
        <source>Game over: a draw, the same position came up for the third time.</source>
        <translation>Fino de la ludo: remizo, la sama pozicio aperis la trian fojon.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/controllers/morris/turns.py" line="222"/>
        <source>Game over: a draw, the board is full after placing.</source>
        <translation>Fino de la ludo: remizo, la tabulo estas plena post la metado.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ninetka_desktop/controllers/morris/turns.py" line="226"/>
        <source>Game over: a draw, %n moves were played without a shot.</source>
        <translation>
            <numerusform>Fino de la ludo: remizo, %n movo estis farita sen pafo.</numerusform>
            <numerusform>Fino de la ludo: remizo, %n movoj estis faritaj sen pafo.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ninetka_desktop/controllers/morris/turns.py" line="233"/>
        <source>Game over: a draw, %n moves were played without a removal.</source>
        <translation>
            <numerusform>Fino de la ludo: remizo, %n movo estis farita sen forpreno.</numerusform>
            <numerusform>Fino de la ludo: remizo, %n movoj estis faritaj sen forpreno.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/controllers/ninetka/turns.py" line="60"/>
        <source>{player} cannot move and must pass.</source>
        <translation>{player} ne povas movi kaj devas pasi.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/controllers/ninetka/turns.py" line="76"/>
        <source>{player}: put a neutral counter on an empty core cell of a section that has none yet.</source>
        <translation>{player}: metu neŭtralan pecon sur malplenan kernan ĉelon de sektoro, kiu ankoraŭ havas neniun.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/controllers/ninetka/turns.py" line="79"/>
        <source>{player}: put one of your counters on an empty edge slot.</source>
        <translation>{player}: metu unu el viaj pecoj en malplenan kavon ĉe la rando.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/controllers/ninetka/turns.py" line="83"/>
        <source>{player}: click one of your waiting counters to slide it in.</source>
        <translation>{player}: alklaku unu el viaj atendantaj pecoj por glitigi ĝin en la kampon.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ninetka_desktop/controllers/ninetka/turns.py" line="94"/>
        <source>Game over: {player} wins with %n sections.</source>
        <translation>
            <numerusform>Fino de la ludo: {player} venkas kun %n sektoro.</numerusform>
            <numerusform>Fino de la ludo: {player} venkas kun %n sektoroj.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/controllers/turn_controller.py" line="290"/>
        <source>{player} is to move.</source>
        <translation>Nun movas {player}.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/controllers/turn_controller.py" line="324"/>
        <source>{player} is thinking…</source>
        <translation>{player} pensas…</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/controllers/turn_controller.py" line="436"/>
        <source>It is not a human player&apos;s turn.</source>
        <translation>Nun ne estas la vico de homa ludanto.</translation>
    </message>
</context>
<context>
    <name>GameOverDialog</name>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/game_over.py" line="45"/>
        <source>1st</source>
        <translation>1-a</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/game_over.py" line="46"/>
        <source>2nd</source>
        <translation>2-a</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/game_over.py" line="47"/>
        <source>3rd</source>
        <translation>3-a</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/game_over.py" line="48"/>
        <source>4th</source>
        <translation>4-a</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/game_over.py" line="58"/>
        <source>{first} and {last}</source>
        <translation>{first} kaj {last}</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/game_over.py" line="71"/>
        <source>1 point</source>
        <translation>1 poento</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ninetka_desktop/ui/dialogs/game_over.py" line="73"/>
        <source>%n points</source>
        <translation>
            <numerusform>%n poento</numerusform>
            <numerusform>%n poentoj</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/game_over.py" line="112"/>
        <source>Game Over</source>
        <translation>Fino de la ludo</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/game_over.py" line="119"/>
        <source>The game is drawn.</source>
        <translation>La ludo finiĝis per remizo.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/game_over.py" line="121"/>
        <source>{name} wins!</source>
        <translation>{name} venkas!</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/game_over.py" line="146"/>
        <source>&amp;Next game</source>
        <translation>&amp;Sekva ludo</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/game_over.py" line="148"/>
        <source>&amp;Play again</source>
        <translation>&amp;Ludi denove</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/game_over.py" line="149"/>
        <source>&amp;New game…</source>
        <translation>&amp;Nova ludo…</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/game_over.py" line="150"/>
        <source>&amp;Close</source>
        <translation>&amp;Fermi</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/game_over.py" line="168"/>
        <source>{name} ({colour})</source>
        <translation>{name} ({colour})</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/game_over.py" line="212"/>
        <source>{names} both scored {score}; {winner} wins as the later seat.</source>
        <translation>{names} ambaŭ atingis {score}; {winner} venkas kiel la pli malfrua sidloko.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/game_over.py" line="216"/>
        <source>{names} all scored {score}; {winner} wins as the latest seat.</source>
        <translation>{names} ĉiuj atingis {score}; {winner} venkas kiel la plej malfrua sidloko.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/game_over.py" line="229"/>
        <source>Every point was taken when the last man was placed.</source>
        <translation>Ĉiuj punktoj estis okupitaj, kiam la lasta ŝtono estis metita.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/game_over.py" line="241"/>
        <source>The same position came up for the third time with the same player to move (threefold repetition).</source>
        <translation>La sama pozicio aperis la trian fojon kun la sama ludanto movonta (triobla ripeto).</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ninetka_desktop/ui/dialogs/game_over.py" line="248"/>
        <source>%n moves in a row were played without a man being removed.</source>
        <translation>
            <numerusform>%n sinsekva movo estis farita sen forpreno de ŝtono.</numerusform>
            <numerusform>%n sinsekvaj movoj estis faritaj sen forpreno de ŝtono.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/game_over.py" line="257"/>
        <source>{loser} cannot move: every one of their men is blocked.</source>
        <translation>{loser} ne povas movi: ĉiuj ties ŝtonoj estas blokitaj.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/game_over.py" line="261"/>
        <source>{winner} completed a mill and wins the game.</source>
        <translation>{winner} kompletigis muelon kaj gajnas la ludon.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/game_over.py" line="263"/>
        <source>{loser} is down to two cows and can no longer form a mill.</source>
        <translation>Al {loser} restas nur du bovinoj, do tiu ne plu povas formi muelon.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/game_over.py" line="267"/>
        <source>{loser} is down to two men and can no longer form a mill.</source>
        <translation>Al {loser} restas nur du ŝtonoj, do tiu ne plu povas formi muelon.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/game_over.py" line="280"/>
        <location filename="../../ninetka_desktop/ui/dialogs/game_over.py" line="321"/>
        <location filename="../../ninetka_desktop/ui/dialogs/game_over.py" line="359"/>
        <source>Player</source>
        <translation>Ludanto</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/game_over.py" line="281"/>
        <source>Cows on the board</source>
        <translation>Bovinoj sur la tabulo</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/game_over.py" line="283"/>
        <source>Men on the board</source>
        <translation>Sur la tabulo</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/game_over.py" line="284"/>
        <source>Cows shot</source>
        <translation>Pafitaj bovinoj</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/game_over.py" line="286"/>
        <source>Men taken</source>
        <translation>Forprenitaj</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/game_over.py" line="303"/>
        <source>Opponent&apos;s men this player removed</source>
        <translation>Ŝtonoj de la kontraŭulo, kiujn ĉi tiu ludanto forprenis</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/game_over.py" line="319"/>
        <source>Place</source>
        <translation>Loko</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/game_over.py" line="322"/>
        <source>Score</source>
        <translation>Poentoj</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/game_over.py" line="323"/>
        <source>Sections won</source>
        <translation>Konkeritaj sektoroj</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/game_over.py" line="338"/>
        <source>none</source>
        <translation>neniu</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/game_over.py" line="347"/>
        <source>Tournament: game {n} of {total}</source>
        <translation>Turniro: ludo {n} el {total}</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/game_over.py" line="360"/>
        <source>Total</source>
        <translation>Sumo</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/game_over.py" line="361"/>
        <source>Games won</source>
        <translation>Gajnitaj ludoj</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/game_over.py" line="391"/>
        <source>The tournament is drawn: {names} have {points} each.</source>
        <translation>La turniro finiĝis per remizo: {names} havas po {points}.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/game_over.py" line="395"/>
        <source>{names} wins the tournament with {points}.</source>
        <translation>{names} venkas en la turniro kun {points}.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/game_over.py" line="397"/>
        <source>{names} are level with {points} each.</source>
        <translation>{names} estas egalaj kun po {points}.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/game_over.py" line="399"/>
        <source>{names} leads with {points}.</source>
        <translation>{names} gvidas kun {points}.</translation>
    </message>
</context>
<context>
    <name>GameReview</name>
    <message>
        <location filename="../../ninetka_desktop/ui/game_review.py" line="99"/>
        <source>Re&amp;view the Game</source>
        <translation>Re&amp;vizii la ludon</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/game_review.py" line="205"/>
        <source>Reviewing… {done} of {count} moves</source>
        <translation>Reviziante… {done} el {count} movoj</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/game_review.py" line="216"/>
        <source>The review of the game is complete.</source>
        <translation>La revizio de la ludo estas kompleta.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/game_review.py" line="246"/>
        <source>Before move {number}: the better move is {move}. It and the line the analysis expects after it are kept as a variation.</source>
        <translation>Antaŭ movo {number}: la pli bona movo estas {move}. Ĝi kaj la linio, kiun la analizo atendas post ĝi, restas kiel variaĵo.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/game_review.py" line="263"/>
        <source>Better: {move}</source>
        <translation>Pli bone: {move}</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/game_review.py" line="267"/>
        <source>{player}: {blunders} ??, {mistakes} ?, {inaccuracies} ?! in {moves} moves</source>
        <translation>{player}: {blunders} ??, {mistakes} ?, {inaccuracies} ?! en {moves} movoj</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/game_review.py" line="182"/>
        <source>Before move {number}: the better move is {move}.</source>
        <translation type="vanished">Antaŭ movo {number}: la pli bona movo estas {move}.</translation>
    </message>
</context>
<context>
    <name>Levels</name>
    <message>
        <location filename="../../ninetka_desktop/i18n.py" line="79"/>
        <source>Beginner</source>
        <translation>Komencanto</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/i18n.py" line="80"/>
        <source>Casual</source>
        <translation>Amatoro</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/i18n.py" line="81"/>
        <source>Intermediate</source>
        <translation>Meznivelulo</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/i18n.py" line="82"/>
        <source>Advanced</source>
        <translation>Progresinto</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/i18n.py" line="83"/>
        <source>Expert</source>
        <translation>Eksperto</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/i18n.py" line="84"/>
        <source>Master</source>
        <translation>Majstro</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../ninetka_desktop/controllers/turn_controller.py" line="62"/>
        <source>Click the same place again to play there.</source>
        <translation>Alklaku la saman lokon denove por ludi tie.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/edit_menu.py" line="84"/>
        <source>&amp;Copy Moves</source>
        <translation>&amp;Kopii movojn</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/edit_menu.py" line="87"/>
        <source>&amp;Paste Game</source>
        <translation>&amp;Alglui ludon</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/edit_menu.py" line="90"/>
        <source>Copy P&amp;osition</source>
        <translation>Kopii &amp;pozicion</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/edit_menu.py" line="93"/>
        <source>Paste Po&amp;sition</source>
        <translation>Alglui p&amp;ozicion</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/edit_menu.py" line="96"/>
        <source>&amp;Edit</source>
        <translation>&amp;Redakti</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/edit_menu.py" line="106"/>
        <source>The moves are on the clipboard.</source>
        <translation>La movoj estas en la tondujo.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/edit_menu.py" line="115"/>
        <location filename="../../ninetka_desktop/ui/edit_menu.py" line="121"/>
        <source>Paste Game</source>
        <translation>Alglui ludon</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/edit_menu.py" line="116"/>
        <source>The clipboard holds no game that can be opened: {error}</source>
        <translation>La tondujo enhavas neniun malfermeblan ludon: {error}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ninetka_desktop/ui/edit_menu.py" line="127"/>
        <source>Pasted a game of %n moves.</source>
        <translation>
            <numerusform>Algluiĝis ludo de %n movo.</numerusform>
            <numerusform>Algluiĝis ludo de %n movoj.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/edit_menu.py" line="138"/>
        <source>This position has no position string: {error}</source>
        <translation>Ĉi tiu pozicio havas neniun pozicio-ĉenon: {error}</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/edit_menu.py" line="143"/>
        <source>The position is on the clipboard: {text}</source>
        <translation>La pozicio estas en la tondujo: {text}</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/edit_menu.py" line="159"/>
        <location filename="../../ninetka_desktop/ui/edit_menu.py" line="165"/>
        <source>Paste Position</source>
        <translation>Alglui pozicion</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/edit_menu.py" line="160"/>
        <source>The clipboard holds no position that can be played: {error}</source>
        <translation>La tondujo enhavas neniun ludeblan pozicion: {error}</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/edit_menu.py" line="169"/>
        <source>Pasted a position; the game goes on from it. Games from a set-up position are not counted in the statistics.</source>
        <translation>Algluiĝis pozicio; la ludo daŭras de ĝi. Ludoj de starigita pozicio ne kalkuliĝas en la statistikoj.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/main_window.py" line="124"/>
        <location filename="../../ninetka_desktop/ui/window_title.py" line="28"/>
        <source>Ninetka Desktop</source>
        <translation>Ninetka Desktop</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/main_window.py" line="173"/>
        <source>Welcome to Ninetka Desktop.</source>
        <translation>Bonvenon al Ninetka Desktop.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/main_window.py" line="231"/>
        <source>&amp;New Game…</source>
        <translation>&amp;Nova ludo…</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/main_window.py" line="235"/>
        <source>&amp;Open…</source>
        <translation>&amp;Malfermi…</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/main_window.py" line="236"/>
        <source>&amp;Save</source>
        <translation>&amp;Konservi</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/main_window.py" line="237"/>
        <source>Save &amp;As…</source>
        <translation>Konservi ki&amp;el…</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/main_window.py" line="238"/>
        <source>&amp;Export Moves as Text…</source>
        <translation>Eksporti movojn kiel &amp;tekston…</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/main_window.py" line="239"/>
        <source>Export as P&amp;GN…</source>
        <translation>Eksp&amp;orti kiel PGN…</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/main_window.py" line="240"/>
        <source>Stat&amp;istics…</source>
        <translation>Stat&amp;istikoj…</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/main_window.py" line="248"/>
        <source>Se&amp;ttings…</source>
        <translation>&amp;Agordoj…</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/main_window.py" line="249"/>
        <source>&amp;Quit</source>
        <translation>&amp;Fini</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/main_window.py" line="250"/>
        <source>&amp;Undo</source>
        <translation>&amp;Malfari</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/main_window.py" line="251"/>
        <source>&amp;Redo</source>
        <translation>&amp;Refari</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/main_window.py" line="253"/>
        <source>&amp;Hint</source>
        <translation>&amp;Sugesto</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/main_window.py" line="254"/>
        <source>&amp;Cancel Move in Progress</source>
        <translation>&amp;Nuligi la komencitan movon</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/main_window.py" line="257"/>
        <source>&amp;Rules of 9tka</source>
        <translation>&amp;Reguloj de 9tka</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/main_window.py" line="260"/>
        <source>Rules of the &amp;Morris Games</source>
        <translation>Reguloj de &amp;Muelo</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/main_window.py" line="262"/>
        <source>&amp;About Ninetka Desktop</source>
        <translation>&amp;Pri Ninetka Desktop</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/main_window.py" line="264"/>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Klavaraj ŝparvojoj</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/main_window.py" line="266"/>
        <source>&amp;Game</source>
        <translation>&amp;Ludo</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/main_window.py" line="306"/>
        <source>&amp;Move</source>
        <translation>&amp;Movo</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/main_window.py" line="324"/>
        <source>&amp;Help</source>
        <translation>&amp;Helpo</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/main_window.py" line="417"/>
        <source>New to 9tka? Help ▸ Rules of 9tka ({key}) explains the game.</source>
        <translation>Nova en 9tka? Helpo ▸ Reguloj de 9tka ({key}) klarigas la ludon.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/main_window.py" line="441"/>
        <source>Move: {move} (Enter plays it, Escape forgets it)</source>
        <translation>Movo: {move} (Enen ludas ĝin, Escape forgesas ĝin)</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/main_window.py" line="450"/>
        <source>{move} was not played: {reason}</source>
        <translation>{move} ne estis ludita: {reason}</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/main_window.py" line="457"/>
        <source>The computer player stopped responding and was restarted.</source>
        <translation>La komputila ludanto ĉesis respondi kaj estis rekomencigita.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/main_window.py" line="541"/>
        <source>Move {number} starts a variation; the game&apos;s moves after it are kept. The computer does not move in a variation, and the statistics do not count it.</source>
        <translation>Movo {number} komencas variaĵon; la movoj de la ludo post ĝi restas. En variaĵo la komputilo ne movas, kaj la statistikoj ne kalkulas ĝin.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/main_window.py" line="549"/>
        <source>The game goes on from move {number}; the moves taken back are kept as a variation.</source>
        <translation>La ludo daŭras de movo {number}; la malfaritaj movoj restas kiel variaĵo.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/main_window.py" line="576"/>
        <source>Study (a variation): the computer waits; not counted.</source>
        <translation>Studo (variaĵo): la komputilo atendas; ne kalkuliĝas.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/main_window.py" line="578"/>
        <source>Study: you play every side; not counted.</source>
        <translation>Studo: vi ludas por ĉiuj flankoj; ne kalkuliĝas.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/main_window.py" line="583"/>
        <source>Taken back to the start: play on, and the moves taken back stay as a variation.</source>
        <translation>Malfarite ĝis la komenco: ludu plu, kaj la malfaritaj movoj restos kiel variaĵo.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/main_window.py" line="585"/>
        <source>Taken back to move {number}: play on, and the moves taken back stay as a variation.</source>
        <translation>Malfarite ĝis movo {number}: ludu plu, kaj la malfaritaj movoj restos kiel variaĵo.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/main_window.py" line="588"/>
        <source>The start of the game: a move here starts a variation.</source>
        <translation>La komenco de la ludo: movo ĉi tie komencas variaĵon.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/main_window.py" line="589"/>
        <source>Move {number} of the game: a move here starts a variation.</source>
        <translation>Movo {number} de la ludo: movo ĉi tie komencas variaĵon.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/main_window.py" line="635"/>
        <source>The settings could not be saved: {error}</source>
        <translation>La agordoj ne povis esti konservitaj: {error}</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/recent_menu.py" line="48"/>
        <source>Open &amp;Recent</source>
        <translation>&amp;Lastaj ludoj</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ninetka_desktop/ui/recent_menu.py" line="70"/>
        <source>%n recent games are no longer there and left the list.</source>
        <translation>
            <numerusform>%n lasta ludo ne plu ekzistas kaj forlasis la liston.</numerusform>
            <numerusform>%n lastaj ludoj ne plu ekzistas kaj forlasis la liston.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/recent_menu.py" line="88"/>
        <source>&amp;Clear the List</source>
        <translation>&amp;Vakigi la liston</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/view_menu.py" line="50"/>
        <source>&amp;Full Screen</source>
        <translation>&amp;Plena ekrano</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/view_menu.py" line="57"/>
        <source>Show &amp;Coordinates</source>
        <translation>Montri &amp;koordinatojn</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/view_menu.py" line="60"/>
        <source>Show &amp;Legal Moves</source>
        <translation>Montri &amp;laŭregulajn movojn</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/view_menu.py" line="63"/>
        <source>Show Last &amp;Move</source>
        <translation>Montri la lastan &amp;movon</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/view_menu.py" line="66"/>
        <source>Show &amp;Side Panel</source>
        <translation>Montri la &amp;flankan panelon</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/view_menu.py" line="68"/>
        <source>&amp;View</source>
        <translation>&amp;Vido</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/view_menu.py" line="76"/>
        <source>&amp;Analysis</source>
        <translation>&amp;Analizo</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/window_files.py" line="57"/>
        <source>Game records (*.ninetka *.json);;All files (*)</source>
        <translation>Ludoregistroj (*.ninetka *.json);;Ĉiuj dosieroj (*)</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/window_files.py" line="60"/>
        <source>Games (*.ninetka *.pgn *.json);;Game records (*.ninetka *.json);;PGN games (*.pgn);;All files (*)</source>
        <translation>Ludoj (*.ninetka *.pgn *.json);;Ludoregistroj (*.ninetka *.json);;PGN-ludoj (*.pgn);;Ĉiuj dosieroj (*)</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/window_files.py" line="66"/>
        <source>PGN games (*.pgn);;All files (*)</source>
        <translation>PGN-ludoj (*.pgn);;Ĉiuj dosieroj (*)</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/window_files.py" line="164"/>
        <location filename="../../ninetka_desktop/ui/window_files.py" line="172"/>
        <location filename="../../ninetka_desktop/ui/window_files.py" line="179"/>
        <location filename="../../ninetka_desktop/ui/window_files.py" line="264"/>
        <location filename="../../ninetka_desktop/ui/window_files.py" line="305"/>
        <location filename="../../ninetka_desktop/ui/window_files.py" line="311"/>
        <source>Saved game</source>
        <translation>Konservita ludo</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/window_files.py" line="176"/>
        <source>Resume game</source>
        <translation>Daŭrigi la ludon</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/window_files.py" line="190"/>
        <location filename="../../ninetka_desktop/ui/window_files.py" line="198"/>
        <location filename="../../ninetka_desktop/ui/window_files.py" line="274"/>
        <source>Open Game</source>
        <translation>Malfermi ludon</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/window_files.py" line="225"/>
        <source>Leave the game in progress? It is kept in a file of its own, which Game ▸ Open plays later.</source>
        <translation>Ĉu forlasi la ludatan ludon? Ĝi estas konservata en propra dosiero, kiun Ludo ▸ Malfermi ludigas poste.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/window_files.py" line="235"/>
        <source>The game in progress could not be kept: {error}</source>
        <translation>La ludata ludo ne povis esti konservata: {error}</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/window_files.py" line="275"/>
        <source>{file} could not be opened: {error}</source>
        <translation>Ne eblis malfermi {file}: {error}</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/window_files.py" line="290"/>
        <source>Opened {file}</source>
        <translation>Malfermis {file}</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/window_files.py" line="328"/>
        <location filename="../../ninetka_desktop/ui/window_files.py" line="431"/>
        <source>Save Game</source>
        <translation>Konservi la ludon</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/window_files.py" line="344"/>
        <source>Export Moves</source>
        <translation>Eksporti la movojn</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/window_files.py" line="344"/>
        <source>Text files (*.txt);;All files (*)</source>
        <translation>Tekstaj dosieroj (*.txt);;Ĉiuj dosieroj (*)</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/window_files.py" line="357"/>
        <location filename="../../ninetka_desktop/ui/window_files.py" line="367"/>
        <source>Export as PGN</source>
        <translation>Eksporti kiel PGN</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/window_files.py" line="368"/>
        <source>The game cannot be written as PGN: {error}</source>
        <translation>La ludo ne povas esti skribita kiel PGN: {error}</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/window_files.py" line="419"/>
        <source>The game could not be autosaved: {error}</source>
        <translation>La ludo ne povis esti aŭtomate konservita: {error}</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/window_files.py" line="432"/>
        <source>{file} could not be written: {error}</source>
        <translation>Ne eblis skribi {file}: {error}</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/window_files.py" line="437"/>
        <source>Saved {file}</source>
        <translation>Konservis {file}</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/window_files.py" line="448"/>
        <source>that is not a regular file but a folder, a pipe or a device</source>
        <translation>tio ne estas ordinara dosiero, sed dosierujo, dukto aŭ aparato</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/window_files.py" line="455"/>
        <source>The unfinished game was kept as {file}. Game ▸ Open plays it later.</source>
        <translation>La nefinita ludo estas konservita kiel {file}. Ludo ▸ Malfermi ludigas ĝin poste.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ninetka_desktop/ui/window_files.py" line="472"/>
        <source>A tournament was not finished last time (%n games played). Resume it?</source>
        <translation>
            <numerusform>La lasta turniro ne estis finita (%n ludo ludita). Ĉu daŭrigi ĝin?</numerusform>
            <numerusform>La lasta turniro ne estis finita (%n ludoj luditaj). Ĉu daŭrigi ĝin?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ninetka_desktop/ui/window_files.py" line="479"/>
        <source>A game was not finished last time (%n moves played). Resume it?</source>
        <translation>
            <numerusform>La lasta ludo ne estis finita (%n movo ludita). Ĉu daŭrigi ĝin?</numerusform>
            <numerusform>La lasta ludo ne estis finita (%n movoj luditaj). Ĉu daŭrigi ĝin?</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/window_title.py" line="29"/>
        <source>{game} — {app}</source>
        <translation>{game} — {app}</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/main_window.py" line="205"/>
        <source>Export as &amp;PGN…</source>
        <translation type="vanished">Eksporti kiel &amp;PGN…</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/main_window.py" line="353"/>
        <location filename="../../ninetka_desktop/ui/main_window.py" line="369"/>
        <source>Go back to the game to play a move.</source>
        <translation type="vanished">Reiru al la ludo por fari movon.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/main_window.py" line="447"/>
        <source>Showing the board at the start of the game (read-only).</source>
        <translation type="vanished">La tabulo ĉe la komenco de la ludo (nur legebla).</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/main_window.py" line="449"/>
        <source>Showing the board after move {number} (read-only).</source>
        <translation type="vanished">Jen la tabulo post movo {number} (nur por legi).</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/main_window.py" line="203"/>
        <source>Rules of &amp;Nine Men&apos;s Morris</source>
        <translation type="vanished">Reguloj de &amp;Muelo</translation>
    </message>
</context>
<context>
    <name>MorrisScene</name>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/scene.py" line="181"/>
        <source>{point}, empty</source>
        <translation>{point}, malplena</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/scene.py" line="183"/>
        <source>, the last move came from here</source>
        <translation>, de ĉi tie venis la lasta movo</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/scene.py" line="186"/>
        <source>, a cow was shot here in the last move</source>
        <translation>, ĉi tie bovino estis pafita en la lasta movo</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/scene.py" line="188"/>
        <source>, a man was taken here in the last move</source>
        <translation>, ĉi tie ŝtono estis forprenita en la lasta movo</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/scene.py" line="191"/>
        <source>, you can play here</source>
        <translation>, vi povas ludi ĉi tie</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/scene.py" line="195"/>
        <source>, picked up</source>
        <translation>, prenita</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/scene.py" line="197"/>
        <source>, can be picked up</source>
        <translation>, povas esti prenita</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/scene.py" line="199"/>
        <source>, in a mill</source>
        <translation>, en muelo</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/scene.py" line="201"/>
        <source>, can be shot</source>
        <translation>, povas esti pafita</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/scene.py" line="201"/>
        <source>, can be taken</source>
        <translation>, povas esti forprenita</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/scene.py" line="203"/>
        <source>, moved last</source>
        <translation>, movita laste</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/words.py" line="58"/>
        <source>Nine Men&apos;s Morris board</source>
        <translation>Tabulo de Muelo</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/words.py" line="60"/>
        <source>{game} board</source>
        <translation>Tabulo de {game}</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/words.py" line="67"/>
        <source>{point}, White cow</source>
        <translation>{point}, blanka bovino</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/words.py" line="69"/>
        <source>{point}, Black cow</source>
        <translation>{point}, nigra bovino</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/words.py" line="72"/>
        <source>{point}, White man</source>
        <translation>{point}, blanka ŝtono</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/words.py" line="74"/>
        <source>{point}, Black man</source>
        <translation>{point}, nigra ŝtono</translation>
    </message>
</context>
<context>
    <name>MorrisVariants</name>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/words.py" line="20"/>
        <source>Three Men&apos;s Morris</source>
        <translation>Triŝtona muelo</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/words.py" line="21"/>
        <source>Six Men&apos;s Morris</source>
        <translation>Sesŝtona muelo</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/words.py" line="22"/>
        <source>Nine Men&apos;s Morris</source>
        <translation>Muelo</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/words.py" line="23"/>
        <source>Twelve Men&apos;s Morris</source>
        <translation>Dekduŝtona muelo</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/words.py" line="24"/>
        <source>Morabaraba</source>
        <translation>Morabaraba</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/words.py" line="25"/>
        <source>Lasker Morris</source>
        <translation>Muelo de Lasker</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/words.py" line="33"/>
        <source>3 men each on a 3×3 grid; the first mill wins the game.</source>
        <translation>Po 3 ŝtonoj sur krado 3×3; la unua muelo gajnas la ludon.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/words.py" line="36"/>
        <source>6 men each on two squares; men step along the lines, no flying.</source>
        <translation>Po 6 ŝtonoj sur du kvadratoj; la ŝtonoj paŝas laŭ la linioj, sen flugado.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/words.py" line="39"/>
        <source>The classic: 9 men each on three squares; a mill takes a man.</source>
        <translation>La klasika: po 9 ŝtonoj sur tri kvadratoj; muelo forprenas ŝtonon.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/words.py" line="42"/>
        <source>12 men each; the diagonals join the corners and make mills too.</source>
        <translation>Po 12 ŝtonoj; la diagonaloj kunigas la angulojn kaj ankaŭ formas muelojn.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/words.py" line="45"/>
        <source>South Africa&apos;s game: 12 cows each on the board with diagonals.</source>
        <translation>La sudafrika ludo: po 12 bovinoj sur la tabulo kun diagonaloj.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/words.py" line="48"/>
        <source>10 men each; every turn you either place a man or move one.</source>
        <translation>Po 10 ŝtonoj; je ĉiu vico vi aŭ metas ŝtonon, aŭ movas unu.</translation>
    </message>
</context>
<context>
    <name>MoveHistoryModel</name>
    <message>
        <location filename="../../ninetka_desktop/models/move_tree_model.py" line="267"/>
        <source>#</source>
        <translation>N-ro</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/models/move_tree_model.py" line="268"/>
        <source>Player</source>
        <translation>Ludanto</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/models/move_tree_model.py" line="269"/>
        <source>Move</source>
        <translation>Movo</translation>
    </message>
</context>
<context>
    <name>MoveTree</name>
    <message>
        <location filename="../../ninetka_desktop/ui/move_tree_actions.py" line="33"/>
        <source>&amp;Show This Position</source>
        <translation>&amp;Montri ĉi tiun pozicion</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/move_tree_actions.py" line="35"/>
        <source>&amp;Promote Variation</source>
        <translation>&amp;Antaŭenigi la variaĵon</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/move_tree_actions.py" line="37"/>
        <source>Make &amp;Main Line</source>
        <translation>Fari la ĉef&amp;linion</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/move_tree_actions.py" line="39"/>
        <source>&amp;Delete Variation…</source>
        <translation>&amp;Forigi la variaĵon…</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/move_tree_actions.py" line="41"/>
        <source>Comme&amp;nt…</source>
        <translation>&amp;Komento…</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/move_tree_actions.py" line="43"/>
        <source>&amp;Back to the Game</source>
        <translation>Reen al la lu&amp;do</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ninetka_desktop/ui/move_tree_actions.py" line="91"/>
        <source>Delete the variation that starts with {move} (%n moves)?</source>
        <translation>
            <numerusform>Ĉu forigi la variaĵon, kiu komenciĝas per {move} (%n movo)?</numerusform>
            <numerusform>Ĉu forigi la variaĵon, kiu komenciĝas per {move} (%n movoj)?</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/move_tree_actions.py" line="94"/>
        <source>Delete Variation</source>
        <translation>Forigi la variaĵon</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/move_tree_actions.py" line="101"/>
        <source>at the start</source>
        <translation>ĉe la komenco</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/move_tree_actions.py" line="104"/>
        <source>after {move}</source>
        <translation>post {move}</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/move_tree_actions.py" line="115"/>
        <source>move {number}, {player} {move}</source>
        <translation>movo {number}, {player} {move}</translation>
    </message>
</context>
<context>
    <name>MoveTreeModel</name>
    <message>
        <location filename="../../ninetka_desktop/models/move_tree_model.py" line="258"/>
        <source>variation</source>
        <translation>variaĵo</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/models/move_tree_model.py" line="260"/>
        <source>comment: {text}</source>
        <translation>komento: {text}</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/new_game.py" line="48"/>
        <location filename="../../ninetka_desktop/ui/dialogs/new_game.py" line="125"/>
        <location filename="../../ninetka_desktop/ui/main_window.py" line="405"/>
        <source>New Game</source>
        <translation>Nova ludo</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/new_game.py" line="56"/>
        <source>&amp;Game:</source>
        <translation>&amp;Ludo:</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/new_game.py" line="74"/>
        <source>&amp;Start</source>
        <translation>&amp;Komenci</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/seat_rows.py" line="51"/>
        <source>Name of the {colour} player</source>
        <translation>Nomo de la ludanto {colour}</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/seat_rows.py" line="55"/>
        <source>Human</source>
        <translation>Homo</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/seat_rows.py" line="56"/>
        <source>Computer</source>
        <translation>Komputilo</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/seat_rows.py" line="58"/>
        <source>{colour} is played by</source>
        <translation>Kiu ludas: {colour}</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/seat_rows.py" line="64"/>
        <source>Computer level of {colour}</source>
        <translation>Nivelo de la komputilo: {colour}</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/seat_rows.py" line="87"/>
        <source>The name of the {colour} player holds a line break, a control character or a text-direction mark. Please type it again.</source>
        <translation>La nomo de la ludanto {colour} enhavas linisalton, stirsignon aŭ tekstodirektan signon. Bonvolu tajpi ĝin denove.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/kind.py" line="78"/>
        <source>Morris games</source>
        <translation>Muelo</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/setup_panel.py" line="67"/>
        <source>&amp;Flying: a player with three men may move to any empty point</source>
        <translation>Flu&amp;gado: ludanto kun tri ŝtonoj rajtas movi al iu ajn malplena punkto</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/setup_panel.py" line="70"/>
        <source>&amp;Diagonals: the two diagonals are lines too</source>
        <translation>&amp;Diagonaloj: ankaŭ la du diagonaloj estas linioj</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/setup_panel.py" line="71"/>
        <source>&amp;Nine holes: a man moves to any empty point</source>
        <translation>&amp;Naŭ truoj: ŝtono moviĝas al iu ajn malplena punkto</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/setup_panel.py" line="72"/>
        <source>White&apos;s first man may go on the &amp;centre point b2</source>
        <translation>La unua ŝtono de Blanko rajtas iri sur la &amp;centran punkton b2</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/setup_panel.py" line="75"/>
        <source>&amp;Protected mills: men in a mill are taken only when all are</source>
        <translation>&amp;Protektitaj mueloj: ŝtonoj en muelo estas preneblaj nur, kiam ĉiuj estas</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/setup_panel.py" line="78"/>
        <source>Diagonal m&amp;ills: three men on a diagonal form a mill</source>
        <translation>Diagonalaj &amp;mueloj: tri ŝtonoj sur diagonalo formas muelon</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/setup_panel.py" line="81"/>
        <source>A full &amp;board when placing ends is a draw (else White loses)</source>
        <translation>Plena &amp;tabulo post la metado estas remizo (alie Blanko perdas)</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/setup_panel.py" line="84"/>
        <source>No immediate re&amp;turn of a cow that made a mill by leaving one</source>
        <translation>Neniu tuja re&amp;veno de bovino, kiu formis muelon elirante el alia</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/setup_panel.py" line="87"/>
        <source>Draw by threefold &amp;repetition of a position</source>
        <translation>Remizo pro triobla &amp;ripeto de pozicio</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/setup_panel.py" line="103"/>
        <source>Players (White moves first)</source>
        <translation>Ludantoj (Blanko movas unue)</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/setup_panel.py" line="111"/>
        <source>Game of the Morris family</source>
        <translation>Ludo el la familio de Muelo</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/setup_panel.py" line="130"/>
        <location filename="../../ninetka_desktop/ui/ninetka/setup_panel.py" line="63"/>
        <source>Options</source>
        <translation>Opcioj</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/setup_panel.py" line="146"/>
        <source>{n} men each</source>
        <translation>po {n} ŝtonoj</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/setup_panel.py" line="148"/>
        <source>M&amp;en:</source>
        <translation>Ŝt&amp;onoj:</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/setup_panel.py" line="150"/>
        <source>Men each player has</source>
        <translation>Ŝtonoj de ĉiu ludanto</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/setup_panel.py" line="197"/>
        <source>Draw after {n} moves in a row without a re&amp;moval</source>
        <translation>Remizo post {n} sinsekvaj movoj sen &amp;forpreno</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/kind.py" line="68"/>
        <location filename="../../ninetka_desktop/ui/ninetka/kind.py" line="69"/>
        <source>9tka</source>
        <translation>9tka</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/setup_panel.py" line="46"/>
        <source>{n} players</source>
        <translation>{n} ludantoj</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/setup_panel.py" line="52"/>
        <source>Seats, in turn order</source>
        <translation>Sidlokoj, laŭ la vicordo</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/setup_panel.py" line="66"/>
        <source>Chosen by the players</source>
        <translation>Elektataj de la ludantoj</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/setup_panel.py" line="68"/>
        <source>Placed at random</source>
        <translation>Metataj hazarde</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/setup_panel.py" line="71"/>
        <source>Neutral counters:</source>
        <translation>Neŭtralaj pecoj:</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/setup_panel.py" line="75"/>
        <source>Single game</source>
        <translation>Unuopa ludo</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/setup_panel.py" line="77"/>
        <source>Match:</source>
        <translation>Matĉo:</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/setup_panel.py" line="93"/>
        <source>Players:</source>
        <translation>Ludantoj:</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/setup_panel.py" line="145"/>
        <source>Tournament: two games, colours swapped</source>
        <translation>Turniro: du ludoj, kun interŝanĝitaj koloroj</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/setup_panel.py" line="149"/>
        <source>Tournament: a series of {n} games, every player once in every seat</source>
        <translation>Turniro: serio de {n} ludoj, ĉiu ludanto unufoje en ĉiu sidloko</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/setup_panel.py" line="109"/>
        <source>The computer does not play this game yet: two humans play.</source>
        <translation type="vanished">La komputilo ankoraŭ ne ludas ĉi tiun ludon: ludas du homoj.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/kind.py" line="76"/>
        <source>Nine Men&apos;s Morris</source>
        <translation type="vanished">Muelo</translation>
    </message>
</context>
<context>
    <name>PerfectPlay</name>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/perfect_play.py" line="52"/>
        <source>{n} GB</source>
        <translation>{n} GB</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/perfect_play.py" line="53"/>
        <source>{n} MB</source>
        <translation>{n} MB</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ninetka_desktop/ui/dialogs/perfect_play.py" line="59"/>
        <source>about %n minute(s)</source>
        <translation>
            <numerusform>ĉirkaŭ %n minuto</numerusform>
            <numerusform>ĉirkaŭ %n minutoj</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ninetka_desktop/ui/dialogs/perfect_play.py" line="60"/>
        <source>about %n hour(s)</source>
        <translation>
            <numerusform>ĉirkaŭ %n horo</numerusform>
            <numerusform>ĉirkaŭ %n horoj</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/perfect_play.py" line="66"/>
        <source>the placing phase</source>
        <translation>la metada fazo</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/perfect_play.py" line="67"/>
        <source>{a} men against {b}</source>
        <translation>{a} ŝtonoj kontraŭ {b}</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/perfect_play.py" line="107"/>
        <location filename="../../ninetka_desktop/ui/dialogs/perfect_play.py" line="423"/>
        <source>Perfect Play Tables</source>
        <translation>Tabeloj de perfekta ludo</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/perfect_play.py" line="112"/>
        <source>Endgame tables hold the result of every position they cover: Expert and Master play those positions perfectly, and the analysis of them is exact. The tables up to five men a side come with the app; larger ones are built on this computer, in the background at low priority, while you play.</source>
        <translation>Finludaj tabeloj scias la rezulton de ĉiu pozicio, kiun ili kovras: Eksperto kaj Majstro ludas tiujn poziciojn perfekte, kaj ilia analizo estas ĝusta. La tabeloj ĝis kvin ŝtonoj po flanko venas kun la programo; pli grandaj estas konstruataj en ĉi tiu komputilo, fone kaj kun malalta prioritato, dum vi ludas.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/perfect_play.py" line="121"/>
        <source>Tables to build</source>
        <translation>Konstruotaj tabeloj</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/perfect_play.py" line="129"/>
        <source>Progress</source>
        <translation>Progreso</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/perfect_play.py" line="134"/>
        <source>Progress of the build</source>
        <translation>Progreso de la konstruado</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/perfect_play.py" line="144"/>
        <source>&amp;Build</source>
        <translation>&amp;Konstrui</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/perfect_play.py" line="145"/>
        <source>&amp;Pause</source>
        <translation>&amp;Paŭzi</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/perfect_play.py" line="146"/>
        <source>&amp;Resume</source>
        <translation>&amp;Daŭrigi</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/perfect_play.py" line="147"/>
        <source>Re&amp;move</source>
        <translation>Fo&amp;rigi</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/perfect_play.py" line="148"/>
        <source>&amp;Close</source>
        <translation>&amp;Fermi</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/perfect_play.py" line="218"/>
        <location filename="../../ninetka_desktop/ui/dialogs/perfect_play.py" line="370"/>
        <source>Looking at the tables already on disk…</source>
        <translation>Kontrolante la tabelojn jam sur la disko…</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/perfect_play.py" line="226"/>
        <source>flying at three men</source>
        <translation>kun flugado je tri ŝtonoj</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/perfect_play.py" line="226"/>
        <source>no flying</source>
        <translation>sen flugado</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/perfect_play.py" line="228"/>
        <source>For {game}, {rules}.</source>
        <translation>Por la ludo {game}, {rules}.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/perfect_play.py" line="242"/>
        <source>The whole moving phase ({men} men a side)</source>
        <translation>La tuta moviĝa fazo ({men} ŝtonoj po flanko)</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/perfect_play.py" line="245"/>
        <source>Up to {men} men a side</source>
        <translation>Ĝis {men} ŝtonoj po flanko</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/perfect_play.py" line="261"/>
        <source>These rules have no endgame tables.</source>
        <translation>Ĉi tiuj reguloj ne havas finludajn tabelojn.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/perfect_play.py" line="270"/>
        <source>Every position once the men are placed is played perfectly and the analysis is exact.</source>
        <translation>Ĉiu pozicio post la metado de la ŝtonoj estas ludata perfekte, kaj la analizo estas ĝusta.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/perfect_play.py" line="276"/>
        <source>At most {size} on disk; {time} to build.</source>
        <translation>Maksimume {size} sur disko; konstruado daŭras {time}.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/perfect_play.py" line="283"/>
        <source>{done} of {total} tables are there already.</source>
        <translation>{done} el {total} tabeloj jam ekzistas.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/perfect_play.py" line="288"/>
        <source>Installed: Expert and Master play these positions perfectly.</source>
        <translation>Instalitaj: Eksperto kaj Majstro ludas ĉi tiujn poziciojn perfekte.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/perfect_play.py" line="302"/>
        <source>Building needs up to about {memory} of memory.</source>
        <translation>La konstruado bezonas ĝis ĉirkaŭ {memory} da memoro.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/perfect_play.py" line="308"/>
        <source>This computer has {memory}, which may not be enough: the build may fail or slow everything down.</source>
        <translation>Ĉi tiu komputilo havas {memory}, kio eble ne sufiĉas: la konstruado eble malsukcesos aŭ malrapidigos ĉion.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/perfect_play.py" line="312"/>
        <source>This computer has {memory}.</source>
        <translation>Ĉi tiu komputilo havas {memory}.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/perfect_play.py" line="316"/>
        <source>The disk of your data folder has only {size} free: the build stops when it is full, its work kept.</source>
        <translation>La disko de via datuma dosierujo havas nur {size} liberajn: la konstruado haltos, kiam ĝi pleniĝos, konservante sian laboron.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/perfect_play.py" line="340"/>
        <source>Tables cannot be removed while a build runs.</source>
        <translation>Tabeloj ne povas esti forigitaj dum konstruado.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/perfect_play.py" line="343"/>
        <source>Other endgame tables are being built for a game; Build waits until they are ready.</source>
        <translation>Aliaj finludaj tabeloj estas konstruataj por ludo; Konstrui atendas, ĝis ili pretos.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/perfect_play.py" line="356"/>
        <location filename="../../ninetka_desktop/ui/dialogs/perfect_play.py" line="392"/>
        <source>Starting the build…</source>
        <translation>La konstruado komenciĝas…</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/perfect_play.py" line="364"/>
        <source>{done} of {total} tables built.</source>
        <translation>{done} el {total} tabeloj konstruitaj.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/perfect_play.py" line="373"/>
        <source>Paused. Resume goes on from the work saved.</source>
        <translation>Paŭzita. Daŭrigo komencos de la konservita laboro.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/perfect_play.py" line="375"/>
        <source>Not building now. Resume goes on from the work saved.</source>
        <translation>Nenio konstruiĝas nun. Daŭrigo komencos de la konservita laboro.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/perfect_play.py" line="377"/>
        <source>These tables are installed.</source>
        <translation>Ĉi tiuj tabeloj estas instalitaj.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/perfect_play.py" line="379"/>
        <source>Not built yet.</source>
        <translation>Ankoraŭ ne konstruitaj.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/perfect_play.py" line="390"/>
        <source>Pausing: the work is being saved…</source>
        <translation>Paŭzante: la laboro estas konservata…</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/perfect_play.py" line="394"/>
        <source>Building {pair}, resumed from the work saved.</source>
        <translation>Konstruiĝas {pair}, daŭrigite de la konservita laboro.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/perfect_play.py" line="396"/>
        <source>Building {pair}.</source>
        <translation>Konstruiĝas {pair}.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/perfect_play.py" line="399"/>
        <source>{done} of {total} tables built; first look at this pair: {percent}%</source>
        <translation>{done} el {total} tabeloj konstruitaj; unua rigardo al ĉi tiu paro: {percent}%</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/perfect_play.py" line="402"/>
        <source>{done} of {total} tables built; solving this pair, distance {distance}</source>
        <translation>{done} el {total} tabeloj konstruitaj; ĉi tiu paro solviĝas, distanco {distance}</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/perfect_play.py" line="428"/>
        <source>Another window of Ninetka Desktop is building endgame tables; nothing was started.</source>
        <translation>Alia fenestro de Ninetka Desktop konstruas finludajn tabelojn; nenio estis komencita.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/perfect_play.py" line="432"/>
        <source>The tables&apos; folder cannot be written ({reason}); nothing was built.</source>
        <translation>La dosierujo de la tabeloj ne estas skribebla ({reason}); nenio estis konstruita.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/perfect_play.py" line="445"/>
        <source>Remove the endgame tables of this set with more than {kept} men on a side, and the work saved of its build? This frees {size} in your data folder. The tables up to {kept} men a side stay.</source>
        <translation>Ĉu forigi la finludajn tabelojn de ĉi tiu aro kun pli ol {kept} ŝtonoj ĉe unu flanko, kaj la konservitan laboron de ilia konstruado? Tio liberigas {size} en via datuma dosierujo. La tabeloj ĝis {kept} ŝtonoj po flanko restas.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/perfect_play.py" line="452"/>
        <source>Remove Tables</source>
        <translation>Forigi tabelojn</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/perfect_play.py" line="457"/>
        <source>Endgame tables are being built; nothing was removed.</source>
        <translation>Finludaj tabeloj konstruiĝas; nenio estis forigita.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/perfect_play.py" line="459"/>
        <source>Some tables could not be removed ({reason}).</source>
        <translation>Kelkaj tabeloj ne povis esti forigitaj ({reason}).</translation>
    </message>
</context>
<context>
    <name>PlayersPanel</name>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/kind.py" line="34"/>
        <source>{count} in hand</source>
        <translation>en mano: {count}</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/kind.py" line="37"/>
        <source>{count} on board</source>
        <translation>sur tabulo: {count}</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/kind.py" line="40"/>
        <source>flying</source>
        <translation>kun flugado</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/kind.py" line="46"/>
        <source>Cows on the board</source>
        <translation>Bovinoj sur la tabulo</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/kind.py" line="47"/>
        <source>Men on the board</source>
        <translation>Ŝtonoj sur la tabulo</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/kind.py" line="52"/>
        <source>{name}, {score} cows on the board</source>
        <translation>{name}, bovinoj sur la tabulo: {score}</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/kind.py" line="53"/>
        <source>{name}, {score} men on the board</source>
        <translation>{name}, ŝtonoj sur la tabulo: {score}</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/kind.py" line="31"/>
        <source>{count} to place</source>
        <translation>metotaj: {count}</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/kind.py" line="39"/>
        <source>{movable}/{waiting} can move</source>
        <translation>moveblaj: {movable}/{waiting}</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/kind.py" line="77"/>
        <source>Sections held now</source>
        <translation>Sektoroj nun regataj</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/kind.py" line="78"/>
        <source>{name}, {score} sections</source>
        <translation>{name}, sektoroj: {score}</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/players_panel.py" line="113"/>
        <source>Players</source>
        <translation>Ludantoj</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/players_panel.py" line="159"/>
        <source>Human</source>
        <translation>Homo</translation>
    </message>
</context>
<context>
    <name>PositionSetup</name>
    <message>
        <location filename="../../ninetka_desktop/ui/setup/drafts.py" line="66"/>
        <source>That is not a cell of the board.</source>
        <translation>Tio ne estas ĉelo de la tabulo.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/setup/drafts.py" line="71"/>
        <source>Neutral counters stand on the core cells only (the inner 7 x 7).</source>
        <translation>Neŭtralaj pecoj staras nur sur la kernaj ĉeloj (la interna 7 x 7).</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/setup/drafts.py" line="97"/>
        <source>neutral counters are placed</source>
        <translation>oni metas la neŭtralajn pecojn</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/setup/drafts.py" line="98"/>
        <source>counters are placed on the edge</source>
        <translation>oni metas pecojn sur la randon</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/setup/drafts.py" line="99"/>
        <source>counters slide</source>
        <translation>la pecoj glitas</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/setup/drafts.py" line="100"/>
        <location filename="../../ninetka_desktop/ui/setup/drafts.py" line="199"/>
        <source>{player} to move; {phase}.</source>
        <translation>Movas {player}; {phase}.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/setup/drafts.py" line="143"/>
        <source>That is not a point of the board.</source>
        <translation>Tio ne estas punkto de la tabulo.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/setup/drafts.py" line="156"/>
        <source>{side} has all its {men} men on the board.</source>
        <translation>{side} jam havas ĉiujn siajn {men} ŝtonojn sur la tabulo.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/setup/drafts.py" line="198"/>
        <source>men are placed</source>
        <translation>oni metas ŝtonojn</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/setup/drafts.py" line="198"/>
        <source>men move</source>
        <translation>la ŝtonoj moviĝas</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/setup/launcher.py" line="31"/>
        <source>Set &amp;Up Position…</source>
        <translation>&amp;Starigi pozicion…</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/setup/launcher.py" line="32"/>
        <source>Put pieces on a board of your own and play on from there</source>
        <translation>Metu pecojn sur tabulon laŭ via volo kaj ludu de tie</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/setup/launcher.py" line="58"/>
        <location filename="../../ninetka_desktop/ui/setup/position_dialog.py" line="90"/>
        <source>Set Up Position</source>
        <translation>Starigi pozicion</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/setup/position_dialog.py" line="64"/>
        <source>9tka, {n} players</source>
        <translation>9tka, {n} ludantoj</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/setup/position_dialog.py" line="104"/>
        <source>Game</source>
        <translation>Ludo</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/setup/position_dialog.py" line="109"/>
        <source>Click a cell or point to put the piece chosen there</source>
        <translation>Alklaku ĉelon aŭ punkton por meti tien la elektitan pecon</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/setup/position_dialog.py" line="112"/>
        <source>Piece</source>
        <translation>Peco</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/setup/position_dialog.py" line="117"/>
        <source>To move</source>
        <translation>Movas</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/setup/position_dialog.py" line="122"/>
        <source>&amp;To move:</source>
        <translation>&amp;Movas:</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/setup/position_dialog.py" line="126"/>
        <source>{side} in hand:</source>
        <translation>{side} en mano:</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/setup/position_dialog.py" line="129"/>
        <source>{side}&apos;s men in hand</source>
        <translation>Ŝtonoj en mano: {side}</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/setup/position_dialog.py" line="131"/>
        <source>C&amp;lear Board</source>
        <translation>Mal&amp;plenigi la tabulon</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/setup/position_dialog.py" line="133"/>
        <source>Start Pos&amp;ition</source>
        <translation>&amp;Komenca pozicio</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/setup/position_dialog.py" line="135"/>
        <source>Position &amp;Shown</source>
        <translation>&amp;Aktuala pozicio</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/setup/position_dialog.py" line="149"/>
        <source>Whether the position can be played</source>
        <translation>Ĉu la pozicio estas ludebla</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/setup/position_dialog.py" line="150"/>
        <location filename="../../ninetka_desktop/ui/setup/position_dialog.py" line="290"/>
        <source>Players</source>
        <translation>Ludantoj</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/setup/position_dialog.py" line="154"/>
        <source>&amp;Play</source>
        <translation>L&amp;udi</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/setup/position_dialog.py" line="156"/>
        <source>St&amp;udy</source>
        <translation>&amp;Studi</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/setup/position_dialog.py" line="158"/>
        <source>Play on from this position with the players below</source>
        <translation>Ludu de ĉi tiu pozicio kun la ĉi-subaj ludantoj</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/setup/position_dialog.py" line="159"/>
        <source>Explore this position, playing every side by hand</source>
        <translation>Esploru ĉi tiun pozicion, ludante permane por ĉiuj flankoj</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/setup/position_dialog.py" line="165"/>
        <source>&amp;Game:</source>
        <translation>&amp;Ludo:</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/setup/position_dialog.py" line="274"/>
        <source>Empty</source>
        <translation>Malplena</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/setup/position_dialog.py" line="275"/>
        <source>Take a piece off</source>
        <translation>Forpreni pecon</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/setup/position_dialog.py" line="277"/>
        <source>Neutral</source>
        <translation>Neŭtrala</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/setup/position_dialog.py" line="361"/>
        <source>Ready: {summary}</source>
        <translation>Preta: {summary}</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/setup/position_dialog.py" line="369"/>
        <source>This position cannot be played: {reason}.</source>
        <translation>Ĉi tiu pozicio ne estas ludebla: {reason}.</translation>
    </message>
</context>
<context>
    <name>Puzzles</name>
    <message>
        <location filename="../../ninetka_desktop/ui/puzzles/dialog.py" line="51"/>
        <location filename="../../ninetka_desktop/ui/puzzles/launcher.py" line="67"/>
        <source>Puzzles</source>
        <translation>Enigmoj</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/puzzles/dialog.py" line="59"/>
        <source>Game</source>
        <translation>Ludo</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/puzzles/dialog.py" line="63"/>
        <source>Difficulty</source>
        <translation>Malfacileco</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/puzzles/dialog.py" line="65"/>
        <source>&amp;Game:</source>
        <translation>&amp;Ludo:</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/puzzles/dialog.py" line="66"/>
        <source>&amp;Difficulty:</source>
        <translation>&amp;Malfacileco:</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/puzzles/dialog.py" line="69"/>
        <source>Puzzle</source>
        <translation>Enigmo</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/puzzles/dialog.py" line="73"/>
        <source>Task</source>
        <translation>Tasko</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/puzzles/dialog.py" line="74"/>
        <source>Verdict</source>
        <translation>Verdikto</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/puzzles/dialog.py" line="75"/>
        <source>What to do now</source>
        <translation>Kion fari nun</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/puzzles/dialog.py" line="77"/>
        <source>Tries</source>
        <translation>Provoj</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/puzzles/dialog.py" line="78"/>
        <source>&amp;Hint</source>
        <translation>&amp;Helpo</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/puzzles/dialog.py" line="79"/>
        <source>Ring the counter or man to move</source>
        <translation>Ringi la ludilon, kiu devas moviĝi</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/puzzles/dialog.py" line="80"/>
        <source>Show &amp;Solution</source>
        <translation>Montri la &amp;solvon</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/puzzles/dialog.py" line="81"/>
        <source>&amp;Next Puzzle</source>
        <translation>&amp;Sekva enigmo</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/puzzles/dialog.py" line="82"/>
        <source>Close</source>
        <translation>Fermi</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/puzzles/dialog.py" line="91"/>
        <source>Solved</source>
        <translation>Solvitaj</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/puzzles/dialog.py" line="94"/>
        <source>Streak</source>
        <translation>Serio</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/puzzles/dialog.py" line="97"/>
        <source>Notice</source>
        <translation>Avizo</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/puzzles/dialog.py" line="112"/>
        <source>Progress</source>
        <translation>Progreso</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/puzzles/dialog.py" line="168"/>
        <source>Every puzzle of this game and difficulty is solved: here they come again.</source>
        <translation>Ĉiuj enigmoj de ĉi tiu ludo kaj malfacileco estas solvitaj: jen ili denove.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/puzzles/dialog.py" line="184"/>
        <source>Puzzle {number} · {difficulty}</source>
        <translation>Enigmo {number} · {difficulty}</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/puzzles/dialog.py" line="189"/>
        <source>(solved before)</source>
        <translation>(solvita antaŭe)</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/puzzles/dialog.py" line="202"/>
        <source>Hint: the ringed one moves.</source>
        <translation>Helpo: la ringita moviĝas.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/puzzles/dialog.py" line="215"/>
        <source>{move} was not played: {reason}</source>
        <translation>{move} ne estis ludita: {reason}</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/puzzles/dialog.py" line="237"/>
        <source>Three tries are up: here is the solution.</source>
        <translation>La tri provoj finiĝis: jen la solvo.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/puzzles/dialog.py" line="269"/>
        <source>Your puzzle progress could not be saved: {error}</source>
        <translation>Via progreso en enigmoj ne povis esti konservita: {error}</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/puzzles/dialog.py" line="290"/>
        <source>{difficulty} {solved}/{total}</source>
        <translation>{difficulty} {solved}/{total}</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/puzzles/dialog.py" line="298"/>
        <source>{game}: solved {solved} of {total} ({parts}).</source>
        <translation>{game}: solvitaj {solved} el {total} ({parts}).</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/puzzles/dialog.py" line="306"/>
        <source>Streak: {streak} in a row (best {best}).</source>
        <translation>Serio: {streak} sinsekve (plej bona {best}).</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/puzzles/launcher.py" line="51"/>
        <source>&amp;Puzzles…</source>
        <translation>Eni&amp;gmoj…</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/puzzles/launcher.py" line="52"/>
        <source>Find the one move that keeps the best result</source>
        <translation>Trovu la solan movon, kiu tenas la plej bonan rezulton</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/puzzles/launcher.py" line="68"/>
        <source>The puzzles could not be read ({reason}).</source>
        <translation>La enigmoj ne povis esti legitaj ({reason}).</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/puzzles/words.py" line="29"/>
        <source>Easy</source>
        <translation>Facila</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/puzzles/words.py" line="29"/>
        <source>Hard</source>
        <translation>Malfacila</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/puzzles/words.py" line="29"/>
        <source>Medium</source>
        <translation>Meza</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/puzzles/words.py" line="38"/>
        <source>{colour} to play and win: only one move wins.</source>
        <translation>{colour} ludas kaj venkas: nur unu movo venkas.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/puzzles/words.py" line="39"/>
        <source>{colour} to play: find the only move that saves a draw; every other move loses.</source>
        <translation>{colour} ludas: trovu la solan movon, kiu savas remizon; ĉiu alia movo malvenkas.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ninetka_desktop/ui/puzzles/words.py" line="42"/>
        <source>{colour} to play: find the only move that wins by %n section(s).</source>
        <translation>
            <numerusform>{colour} ludas: trovu la solan movon, kiu venkas per %n sektoro.</numerusform>
            <numerusform>{colour} ludas: trovu la solan movon, kiu venkas per %n sektoroj.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/puzzles/words.py" line="44"/>
        <source>{colour} to play: find the only move that levels the sections; a level score goes to {colour} by the tie-break.</source>
        <translation>{colour} ludas: trovu la solan movon, kiu egaligas la sektorojn; egala poentaro iras al {colour} per la decido.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/puzzles/words.py" line="52"/>
        <source>Not this one.</source>
        <translation>Ne ĉi tiu.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/puzzles/words.py" line="53"/>
        <source>Not this one: {what}</source>
        <translation>Ne ĉi tiu: {what}</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/puzzles/words.py" line="60"/>
        <source>after {move} the game is only a draw.</source>
        <translation>post {move} la ludo estas nur remizo.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/puzzles/words.py" line="61"/>
        <source>after {move} {colour} loses.</source>
        <translation>post {move} {colour} malvenkas.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ninetka_desktop/ui/puzzles/words.py" line="64"/>
        <source>{move} wins by only %n section(s).</source>
        <translation>
            <numerusform>{move} venkas per nur %n sektoro.</numerusform>
            <numerusform>{move} venkas per nur %n sektoroj.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/puzzles/words.py" line="66"/>
        <source>{move} only levels the sections.</source>
        <translation>{move} nur egaligas la sektorojn.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/puzzles/words.py" line="68"/>
        <source>after {move} the sections are level and the tie-break goes against {colour}.</source>
        <translation>post {move} la sektoroj estas egalaj kaj la decido iras kontraŭ {colour}.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ninetka_desktop/ui/puzzles/words.py" line="70"/>
        <source>after {move} {colour} loses by %n section(s).</source>
        <translation>
            <numerusform>post {move} {colour} malvenkas per %n sektoro.</numerusform>
            <numerusform>post {move} {colour} malvenkas per %n sektoroj.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/puzzles/words.py" line="76"/>
        <source>Tries left: {count} of {total}.</source>
        <translation>Restas provoj: {count} el {total}.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/puzzles/words.py" line="80"/>
        <source>Right: {move} is the move. Solved!</source>
        <translation>Ĝuste: {move} estas la movo. Solvita!</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/puzzles/words.py" line="84"/>
        <source>The solution is {move}. This puzzle counts as not solved.</source>
        <translation>La solvo estas {move}. Ĉi tiu enigmo kalkuliĝas kiel nesolvita.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/puzzles/words.py" line="17"/>
        <source>9tka</source>
        <translation type="vanished">9tka</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/puzzles/words.py" line="17"/>
        <source>Nine Men&apos;s Morris</source>
        <translation type="vanished">Muelo</translation>
    </message>
</context>
<context>
    <name>QGnomeTheme</name>
    <message>
        <location filename="../../ninetka_desktop/i18n.py" line="61"/>
        <source>&amp;OK</source>
        <translation>&amp;Bone</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/i18n.py" line="62"/>
        <source>&amp;Cancel</source>
        <translation>&amp;Nuligi</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/i18n.py" line="63"/>
        <source>&amp;Close</source>
        <translation>&amp;Fermi</translation>
    </message>
</context>
<context>
    <name>QLineEdit</name>
    <message>
        <location filename="../../ninetka_desktop/i18n.py" line="64"/>
        <source>&amp;Undo</source>
        <translation>&amp;Malfari</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/i18n.py" line="65"/>
        <source>&amp;Redo</source>
        <translation>&amp;Refari</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/i18n.py" line="66"/>
        <source>Cu&amp;t</source>
        <translation>&amp;Tondi</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/i18n.py" line="67"/>
        <source>&amp;Copy</source>
        <translation>&amp;Kopii</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/i18n.py" line="68"/>
        <source>&amp;Paste</source>
        <translation>&amp;Alglui</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/i18n.py" line="69"/>
        <source>Delete</source>
        <translation>Forigi</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/i18n.py" line="70"/>
        <source>Select All</source>
        <translation>Elekti ĉion</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <location filename="../../ninetka_desktop/i18n.py" line="56"/>
        <source>OK</source>
        <translation>Bone</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/i18n.py" line="57"/>
        <source>Cancel</source>
        <translation>Nuligi</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/i18n.py" line="58"/>
        <source>Close</source>
        <translation>Fermi</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/i18n.py" line="59"/>
        <source>&amp;Yes</source>
        <translation>&amp;Jes</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/i18n.py" line="60"/>
        <source>&amp;No</source>
        <translation>&amp;Ne</translation>
    </message>
</context>
<context>
    <name>QWidgetTextControl</name>
    <message>
        <location filename="../../ninetka_desktop/i18n.py" line="71"/>
        <source>&amp;Copy</source>
        <translation>&amp;Kopii</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/i18n.py" line="72"/>
        <source>Copy &amp;Link Location</source>
        <translation>Kopii la &amp;ligilan adreson</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/i18n.py" line="73"/>
        <source>Select All</source>
        <translation>Elekti ĉion</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/analysis_help.py" line="15"/>
        <source>Using the analysis</source>
        <translation>Uzi la analizon</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/analysis_help.py" line="18"/>
        <source>&lt;b&gt;View ▸ Analysis&lt;/b&gt; opens a panel that values every legal move of the position on the board for the player to move, best first, with the line of play it expects after each. A badge on the board shows the same value where the move starts or lands; the best move&apos;s badge is drawn dark.</source>
        <translation>&lt;b&gt;Vido ▸ Analizo&lt;/b&gt; malfermas panelon, kiu taksas ĉiun laŭregulan movon de la pozicio sur la tabulo por la ludanto, kies vico estas, de la plej bona, kun la atendata daŭrigo post ĉiu. Insigno sur la tabulo montras la saman valoron, kie la movo komenciĝas aŭ finiĝas; la insigno de la plej bona movo estas malhela.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/analysis_help.py" line="27"/>
        <source>An &lt;b&gt;exact&lt;/b&gt; value is proved: who wins and by how much (9tka, once the counters slide; with three or four players, what the player to move can make sure of even if all the others play together against it), or a win, a draw or a loss (the Morris games, from the endgame tables or a forced end). Any other value is an &lt;b&gt;estimate&lt;/b&gt;: the chance, in percent, that the player to move wins after that move. The panel looks deeper while the position stands and starts again after a move; click a move in the move list to analyse an earlier position.</source>
        <translation>&lt;b&gt;Ĝusta&lt;/b&gt; valoro estas pruvita: kiu venkas kaj je kiom (9tka, kiam la ludiloj glitas; kun tri aŭ kvar ludantoj: kion la ludanto, kies vico estas, povas certigi al si eĉ se ĉiuj aliaj ludas kune kontraŭ ĝi), aŭ venko, remizo aŭ malvenko (la muelilaj ludoj, el la fin-tabeloj aŭ el devigita fino). Ĉiu alia valoro estas &lt;b&gt;takso&lt;/b&gt;: la ŝanco, en procentoj, ke la ludanto, kies vico estas, venkos post tiu movo. La panelo serĉas pli profunde dum la pozicio restas kaj rekomencas post movo; alklaku movon en la listo de movoj por analizi pli fruan pozicion.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/study_help.py" line="14"/>
        <source>The move list holds the game&apos;s &lt;b&gt;variations&lt;/b&gt; too. Click a move to see the board as it was after it: a move played there starts a variation, shown indented and in italics under the move the game played, and the game&apos;s own moves stay. The computer plays only at the end of the game&apos;s main line; anywhere else the board is a study board, you play every side, and nothing there counts in the statistics. &lt;b&gt;Back to the game&lt;/b&gt; returns. Undo and Redo walk the moves; after Undo at the end of the game, a different move goes on with the game and the moves taken back stay as a variation.</source>
        <translation>La listo de movoj enhavas ankaŭ la &lt;b&gt;variaĵojn&lt;/b&gt; de la ludo. Alklaku movon por vidi la tabulon, kia ĝi estis post ĝi: movo ludita tie komencas variaĵon, montratan deŝovite kaj kursive sub la movo, kiun la ludo ludis, kaj la movoj de la ludo mem restas. La komputilo ludas nur ĉe la fino de la ĉeflinio de la ludo; ĉie aliloke la tabulo estas studa tabulo, vi ludas por ĉiuj flankoj, kaj nenio tie kalkuliĝas en la statistikoj. &lt;b&gt;Reen al la ludo&lt;/b&gt; revenas. Malfari kaj Refari iras tra la movoj; post Malfari ĉe la fino de la ludo alia movo daŭrigas la ludon, kaj la malfaritaj movoj restas kiel variaĵo.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/study_help.py" line="25"/>
        <source>Right-click a move (or use the Move menu) to &lt;b&gt;promote&lt;/b&gt; its variation, to make it the &lt;b&gt;main line&lt;/b&gt;, to &lt;b&gt;delete&lt;/b&gt; it or to write a &lt;b&gt;comment&lt;/b&gt; on the position after it. Saved games keep the variations and the comments.</source>
        <translation>Dekstre alklaku movon (aŭ uzu la menuon Movo) por &lt;b&gt;antaŭenigi&lt;/b&gt; ĝian variaĵon, fari ĝin la &lt;b&gt;ĉeflinio&lt;/b&gt;, &lt;b&gt;forigi&lt;/b&gt; ĝin aŭ skribi &lt;b&gt;komenton&lt;/b&gt; pri la pozicio post ĝi. Konservitaj ludoj gardas la variaĵojn kaj la komentojn.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/study_help.py" line="31"/>
        <source>&lt;b&gt;Game ▸ Set Up Position…&lt;/b&gt; puts pieces on the board of any game: choose a piece, click cells or points, and choose the side to move (and, in the Morris games, the men in hand); the editor says why the rules cannot reach a position. Play on from it against the computer or with friends, or study it. &lt;b&gt;Edit ▸ Copy Position&lt;/b&gt; and &lt;b&gt;Paste Position&lt;/b&gt; carry a position as text: the FEN of the Sanmill program for the Morris games on the 24-point board, the app&apos;s own position string for 9tka. Games from a set-up position are not counted in the statistics.</source>
        <translation>&lt;b&gt;Ludo ▸ Starigi pozicion…&lt;/b&gt; metas pecojn sur la tabulon de iu ajn ludo: elektu pecon, alklaku ĉelojn aŭ punktojn kaj elektu la movantan flankon (kaj, en la ludoj de Muelo, la ŝtonojn en mano); la redaktilo diras, kial la reguloj ne povas atingi pozicion. Ludu de ĝi kontraŭ la komputilo aŭ kun amikoj, aŭ studu ĝin. &lt;b&gt;Redakti ▸ Kopii pozicion&lt;/b&gt; kaj &lt;b&gt;Alglui pozicion&lt;/b&gt; portas pozicion kiel tekston: la FEN de la programo Sanmill por la ludoj de Muelo sur la 24-punkta tabulo, la propran pozicio-ĉenon de la aplikaĵo por 9tka. Ludoj de starigita pozicio ne kalkuliĝas en la statistikoj.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/study_help.py" line="44"/>
        <source>Studying a game</source>
        <translation>Studi ludon</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/family_rules.py" line="105"/>
        <source>The Morris family</source>
        <translation>La familio de Muelo</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/family_rules.py" line="107"/>
        <source>Nine Men&apos;s Morris has relatives, older and younger, that the New Game dialog offers too. What the page says above holds for each of them unless its own part below says otherwise: White moves first, a mill takes one of the opponent&apos;s men, a player down to two men or unable to move loses, and the same draws apply. The points are always named by column letter and row number, row 1 at the bottom.</source>
        <translation>Muelo havas parencojn, pli malnovajn kaj pli novajn, kiujn ankaŭ proponas la dialogo Nova ludo. Kion la paĝo diras supre, validas por ĉiu el ili, krom se ĝia propra parto sube diras alie: Blanko movas unue, muelo forprenas unu el la ŝtonoj de la kontraŭulo, ludanto, al kiu restas du ŝtonoj aŭ kiu ne povas movi, perdas, kaj validas la samaj remizoj. La punktoj ĉiam estas nomataj per la litero de la kolumno kaj la numero de la vico, kun vico 1 malsupre.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/family_rules.py" line="117"/>
        <source>Three Men&apos;s Morris</source>
        <translation>Triŝtona muelo</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/family_rules.py" line="119"/>
        <source>The smallest of the family: nine points on a 3&amp;times;3 grid, a1 to c3, with b2 in the middle. The three rows, the three columns and the two diagonals are lines, so b2 is adjacent to every other point. Each player has &lt;b&gt;three men&lt;/b&gt;. The players place them in turn, then move one man a turn to an adjacent empty point.</source>
        <translation>La plej malgranda de la familio: naŭ punktoj sur krado 3&amp;times;3, de a1 ĝis c3, kun b2 en la mezo. La tri vicoj, la tri kolumnoj kaj la du diagonaloj estas linioj, do b2 estas najbara al ĉiu alia punkto. Ĉiu ludanto havas &lt;b&gt;tri ŝtonojn&lt;/b&gt;. La ludantoj laŭvice metas ilin, poste je ĉiu vico movas unu ŝtonon al najbara malplena punkto.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/family_rules.py" line="130"/>
        <source>&lt;b&gt;The first mill wins the game&lt;/b&gt;, whether it is made by placing or by moving. Nothing is ever removed, and nobody flies.</source>
        <translation>&lt;b&gt;La unua muelo gajnas la ludon&lt;/b&gt;, ĉu ĝi estas farita per metado, ĉu per movado. Nenio iam estas forprenita, kaj neniu flugas.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/family_rules.py" line="137"/>
        <source>Options: without the &lt;b&gt;diagonals&lt;/b&gt; the board has six lines only; with &lt;b&gt;nine holes&lt;/b&gt; a man may move to any empty point; and White&apos;s first man may be kept off the centre, b2, from which White can force a win.</source>
        <translation>Opcioj: sen la &lt;b&gt;diagonaloj&lt;/b&gt; la tabulo havas nur ses liniojn; kun &lt;b&gt;naŭ truoj&lt;/b&gt; ŝtono rajtas moviĝi al iu ajn malplena punkto; kaj la unua ŝtono de Blanko povas esti tenata for de la centro, b2, de kie Blanko povas devigi venkon.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/family_rules.py" line="147"/>
        <source>White&apos;s third man, placed on c3, completes the diagonal a1 b2 c3: White wins.</source>
        <translation>La tria ŝtono de Blanko, metita sur c3, kompletigas la diagonalon a1 b2 c3: Blanko venkas.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/family_rules.py" line="154"/>
        <source>The board without diagonals. White wins with the bottom row a1 b1 c1.</source>
        <translation>La tabulo sen diagonaloj. Blanko venkas per la malsupra vico a1 b1 c1.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/family_rules.py" line="159"/>
        <source>Six Men&apos;s Morris</source>
        <translation>Sesŝtona muelo</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/family_rules.py" line="161"/>
        <source>Two squares, one inside the other, on a 5&amp;times;5 grid: the outer square a1 a5 e5 e1, the inner one b2 b4 d4 d2, and four short lines joining the middles of their sides. Only the eight &lt;b&gt;sides&lt;/b&gt; of the squares are mills. Each player has &lt;b&gt;six men&lt;/b&gt;.</source>
        <translation>Du kvadratoj, unu ene de la alia, sur krado 5&amp;times;5: la ekstera kvadrato a1 a5 e5 e1, la interna b2 b4 d4 d2, kaj kvar mallongaj linioj, kiuj kunigas la mezojn de iliaj flankoj. Nur la ok &lt;b&gt;flankoj&lt;/b&gt; de la kvadratoj estas mueloj. Ĉiu ludanto havas &lt;b&gt;ses ŝtonojn&lt;/b&gt;.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/family_rules.py" line="171"/>
        <source>There is &lt;b&gt;no flying&lt;/b&gt; by default: a player with three men still steps along the lines. Flying can be switched on.</source>
        <translation>Defaŭlte &lt;b&gt;ne estas flugado&lt;/b&gt;: ludanto kun tri ŝtonoj plu paŝas laŭ la linioj. Flugado povas esti ŝaltita.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/family_rules.py" line="178"/>
        <source>Men in a mill are protected as in Nine Men&apos;s Morris; with that option off, any man may be taken.</source>
        <translation>Ŝtonoj en muelo estas protektitaj kiel en Muelo; kun tiu opcio malŝaltita, iu ajn ŝtono rajtas esti forprenita.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/family_rules.py" line="187"/>
        <source>White places a man on a5, completes the side a1 a3 a5 and takes Black&apos;s man on c5 (written a5xc5).</source>
        <translation>Blanko metas ŝtonon sur a5, kompletigas la flankon a1 a3 a5 kaj forprenas la ŝtonon de Nigro sur c5 (skribite a5xc5).</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/family_rules.py" line="193"/>
        <source>Twelve Men&apos;s Morris</source>
        <translation>Dekduŝtona muelo</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/family_rules.py" line="195"/>
        <source>The board of Nine Men&apos;s Morris with four &lt;b&gt;diagonals&lt;/b&gt; joining the corners of the squares (a1 b2 c3, a7 b6 c5, g7 f6 e5 and g1 f2 e3), which are lines for moving and, by default, mills too. Each player has &lt;b&gt;twelve men&lt;/b&gt;, so the 24 points can fill up while placing.</source>
        <translation>La tabulo de Muelo kun kvar &lt;b&gt;diagonaloj&lt;/b&gt;, kiuj kunigas la angulojn de la kvadratoj (a1 b2 c3, a7 b6 c5, g7 f6 e5 kaj g1 f2 e3) kaj kiuj estas linioj por movi kaj, defaŭlte, ankaŭ mueloj. Ĉiu ludanto havas &lt;b&gt;dek du ŝtonojn&lt;/b&gt;, do la 24 punktoj povas pleniĝi dum la metado.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/family_rules.py" line="205"/>
        <source>If every point is taken when the last man is placed, the game is a &lt;b&gt;draw&lt;/b&gt;. With that option off, White, who cannot move, loses.</source>
        <translation>Se ĉiuj punktoj estas okupitaj, kiam la lasta ŝtono estas metita, la ludo finiĝas per &lt;b&gt;remizo&lt;/b&gt;. Kun tiu opcio malŝaltita, Blanko, kiu ne povas movi, perdas.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/family_rules.py" line="212"/>
        <source>With &lt;b&gt;diagonal mills&lt;/b&gt; off, the diagonals serve for moving only, as in the oldest descriptions of the game.</source>
        <translation>Kun &lt;b&gt;diagonalaj mueloj&lt;/b&gt; malŝaltitaj, la diagonaloj servas nur por movi, kiel en la plej malnovaj priskriboj de la ludo.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/family_rules.py" line="221"/>
        <source>A mill on a diagonal: White&apos;s man on c3 completes a1 b2 c3 and takes Black&apos;s man on d1.</source>
        <translation>Muelo sur diagonalo: la ŝtono de Blanko sur c3 kompletigas a1 b2 c3 kaj forprenas la ŝtonon de Nigro sur d1.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/family_rules.py" line="227"/>
        <source>Morabaraba</source>
        <translation>Morabaraba</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/family_rules.py" line="229"/>
        <source>The South African game, played on the board of Twelve Men&apos;s Morris with its diagonals, twelve pieces each. The pieces are called &lt;b&gt;cows&lt;/b&gt;, and taking one is &lt;b&gt;shooting&lt;/b&gt; it. Placing, moving, shooting and flying with three cows are as in Nine Men&apos;s Morris, and a full board after placing is a draw.</source>
        <translation>La sudafrika ludo, ludata sur la tabulo de Dekduŝtona muelo kun ĝiaj diagonaloj, po dek du ŝtonoj. La ŝtonoj nomiĝas &lt;b&gt;bovinoj&lt;/b&gt;, kaj forpreni unu estas &lt;b&gt;pafi&lt;/b&gt; ĝin. Metado, movado, pafado kaj flugado kun tri bovinoj estas kiel en Muelo, kaj plena tabulo post la metado estas remizo.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/family_rules.py" line="239"/>
        <source>&lt;b&gt;No immediate return&lt;/b&gt;: a cow that left one of its mills and made a new one may not go straight back on its player&apos;s next turn if that would make a mill again. This rule can be switched off.</source>
        <translation>&lt;b&gt;Neniu tuja reveno&lt;/b&gt;: bovino, kiu forlasis unu el siaj mueloj kaj faris novan, ne rajtas tuj reiri en la sekva vico de sia ludanto, se tio denove farus muelon. Ĉi tiu regulo povas esti malŝaltita.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/family_rules.py" line="247"/>
        <source>While either player has only three cows, the game is drawn after &lt;b&gt;ten moves&lt;/b&gt; in a row without a shot.</source>
        <translation>Dum iu el la ludantoj havas nur tri bovinojn, la ludo finiĝas per remizo post &lt;b&gt;dek sinsekvaj movoj&lt;/b&gt; sen pafo.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/family_rules.py" line="254"/>
        <source>Lasker Morris</source>
        <translation>Muelo de Lasker</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/family_rules.py" line="256"/>
        <source>Emanuel Lasker&apos;s game on the Nine Men&apos;s Morris board, with &lt;b&gt;ten men&lt;/b&gt; each (nine as an option). There is no placing phase: &lt;b&gt;on every turn&lt;/b&gt; a player either places a man from the hand on an empty point or moves one of their men to an adjacent empty point. Mills take men as usual.</source>
        <translation>La ludo de Emanuel Lasker sur la tabulo de Muelo, kun po &lt;b&gt;dek ŝtonoj&lt;/b&gt; (laŭ elekto naŭ). Ne estas meta fazo: &lt;b&gt;je ĉiu vico&lt;/b&gt; ludanto aŭ metas ŝtonon el la mano sur malplenan punkton, aŭ movas unu el siaj ŝtonoj al najbara malplena punkto. Mueloj forprenas ŝtonojn kiel kutime.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/family_rules.py" line="266"/>
        <source>In the game, click a man in your hand or an empty point to place, and click one of your men on the board to move it.</source>
        <translation>En la ludo alklaku ŝtonon en via mano aŭ malplenan punkton por meti, kaj alklaku unu el viaj ŝtonoj sur la tabulo por movi ĝin.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/family_rules.py" line="273"/>
        <source>A player flies only with an empty hand and three men on the board. The men in hand count too: a player with two men left in all loses.</source>
        <translation>Ludanto flugas nur kun malplena mano kaj tri ŝtonoj sur la tabulo. Ankaŭ la ŝtonoj en la mano kalkuliĝas: ludanto, al kiu restas entute du ŝtonoj, perdas.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/family_rules.py" line="282"/>
        <source>White still has nine men in hand, yet moves a1-a4 instead of placing.</source>
        <translation>Blanko ankoraŭ havas naŭ ŝtonojn en la mano, tamen movas a1-a4 anstataŭ meti.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/kind.py" line="91"/>
        <source>Rules of the Morris Games</source>
        <translation>Reguloj de Muelo</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/rules_text.py" line="90"/>
        <source>How to play Nine Men&apos;s Morris</source>
        <translation>Kiel ludi Muelon</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/rules_text.py" line="92"/>
        <source>Nine Men&apos;s Morris, also called Mills or Merels, is a game for two players that goes back to the Roman Empire. White and Black have nine men each and try to line up three of them, a &lt;b&gt;mill&lt;/b&gt;, to take the other player&apos;s men. &lt;b&gt;White moves first.&lt;/b&gt;</source>
        <translation>Muelo, ankaŭ nomata Naŭŝtona muelo, estas ludo por du ludantoj, kiu devenas de la Romia Imperio. Blanko kaj Nigro havas po naŭ ŝtonoj kaj klopodas vicigi tri el ili, &lt;b&gt;muelon&lt;/b&gt;, por forpreni la ŝtonojn de la alia ludanto. &lt;b&gt;Blanko movas unue.&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/rules_text.py" line="100"/>
        <location filename="../../ninetka_desktop/ui/ninetka/rules_text.py" line="90"/>
        <source>The board</source>
        <translation>La tabulo</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/rules_text.py" line="102"/>
        <source>The board has three squares, one inside the other, joined by lines through the middles of their sides. The men stand on the 24 &lt;b&gt;points&lt;/b&gt;: the corners and the middles of the sides of each square. The points are named as on a 7&amp;times;7 grid: columns a to g from left to right, rows 1 to 7 from bottom to top, so a1 is the bottom-left corner of the outer square and d6 the middle of the top side of the middle square.</source>
        <translation>La tabulo havas tri kvadratojn, unu ene de la alia, kunigitajn per linioj tra la mezoj de iliaj flankoj. La ŝtonoj staras sur la 24 &lt;b&gt;punktoj&lt;/b&gt;: la anguloj kaj la mezoj de la flankoj de ĉiu kvadrato. La punktoj estas nomitaj kiel sur krado 7&amp;times;7: kolumnoj a ĝis g de maldekstre dekstren, vicoj 1 ĝis 7 de malsupre supren, do a1 estas la malsupra maldekstra angulo de la ekstera kvadrato kaj d6 la mezo de la supra flanko de la meza kvadrato.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/rules_text.py" line="114"/>
        <source>Two points are &lt;b&gt;adjacent&lt;/b&gt; when a line joins them with no point between.</source>
        <translation>Du punktoj estas &lt;b&gt;najbaraj&lt;/b&gt;, kiam linio kunigas ilin sen alia punkto inter ili.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/rules_text.py" line="120"/>
        <source>Three points on one straight line form a &lt;b&gt;mill&lt;/b&gt;. There are 16: the 12 sides of the three squares (such as a1 a4 a7 or b2 d2 f2) and the 4 short lines that join the squares (a4 b4 c4, e4 f4 g4, d1 d2 d3 and d5 d6 d7).</source>
        <translation>Tri punktoj sur unu rekta linio formas &lt;b&gt;muelon&lt;/b&gt;. Estas 16: la 12 flankoj de la tri kvadratoj (ekzemple a1 a4 a7 aŭ b2 d2 f2) kaj la 4 mallongaj linioj, kiuj kunigas la kvadratojn (a4 b4 c4, e4 f4 g4, d1 d2 d3 kaj d5 d6 d7).</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/rules_text.py" line="130"/>
        <source>The 24 points and their names. Two of the 16 mills are outlined: a7 d7 g7 and d1 d2 d3.</source>
        <translation>La 24 punktoj kaj iliaj nomoj. Du el la 16 mueloj estas konturitaj: a7 d7 g7 kaj d1 d2 d3.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/rules_text.py" line="136"/>
        <source>Placing</source>
        <translation>Metado</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/rules_text.py" line="138"/>
        <source>The board starts empty. The players take turns putting one of their men on any empty point, White first, until both have placed all nine.</source>
        <translation>Komence la tabulo estas malplena. La ludantoj laŭvice metas po unu el siaj ŝtonoj sur iun ajn malplenan punkton, Blanko unue, ĝis ambaŭ metis ĉiujn naŭ.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/rules_text.py" line="144"/>
        <source>Mills and removing a man</source>
        <translation>Mueloj kaj forpreno de ŝtono</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/rules_text.py" line="146"/>
        <source>When your man completes a mill of your colour, whether you placed it or moved it there, you &lt;b&gt;remove&lt;/b&gt; one of your opponent&apos;s men from the board at once, as part of the same turn. A removed man is out of the game.</source>
        <translation>Kiam via ŝtono kompletigas muelon de via koloro, ĉu vi metis ĝin, ĉu movis ĝin tien, vi tuj &lt;b&gt;forprenas&lt;/b&gt; unu el la ŝtonoj de via kontraŭulo de la tabulo, kiel parton de la sama vico. Forprenita ŝtono eliras el la ludo.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/rules_text.py" line="155"/>
        <source>You may not take a man that stands in one of your opponent&apos;s mills, &lt;b&gt;unless every one&lt;/b&gt; of their men is in a mill: then you may take any of them.</source>
        <translation>Vi ne rajtas preni ŝtonon, kiu staras en unu el la mueloj de via kontraŭulo, &lt;b&gt;krom se ĉiuj&lt;/b&gt; ties ŝtonoj estas en mueloj: tiam vi rajtas preni iun ajn el ili.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/rules_text.py" line="162"/>
        <source>Closing two mills with one move still removes only one man.</source>
        <translation>Fermi du muelojn per unu movo tamen forprenas nur unu ŝtonon.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/rules_text.py" line="167"/>
        <source>White places a man on a4 and closes the mill a1 a4 a7, so White removes Black&apos;s man on g7 (written a4xg7). Black&apos;s men on b6, d6 and f6 form a mill and may not be taken while Black has a man outside a mill.</source>
        <translation>Blanko metas ŝtonon sur a4 kaj fermas la muelon a1 a4 a7, do Blanko forprenas la ŝtonon de Nigro sur g7 (skribite a4xg7). La ŝtonoj de Nigro sur b6, d6 kaj f6 formas muelon kaj ne rajtas esti prenitaj, dum Nigro havas ŝtonon ekster muelo.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/rules_text.py" line="174"/>
        <source>Moving</source>
        <translation>Movado</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/rules_text.py" line="176"/>
        <source>Once all 18 men have been placed (some may have been removed already), the players take turns moving one of their men along a line to an &lt;b&gt;adjacent empty point&lt;/b&gt;. Forming a mill by moving removes a man just as placing does. Moving a man out of a mill and straight back on your next turn is allowed, and closing the mill again removes another man.</source>
        <translation>Post kiam ĉiuj 18 ŝtonoj estis metitaj (kelkaj eble jam estis forprenitaj), la ludantoj laŭvice movas unu el siaj ŝtonoj laŭ linio al &lt;b&gt;najbara malplena punkto&lt;/b&gt;. Formi muelon per movo forprenas ŝtonon same kiel per metado. Movi ŝtonon el muelo kaj tuj reen en via sekva vico estas permesate, kaj refermi la muelon forprenas plian ŝtonon.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/rules_text.py" line="187"/>
        <source>White&apos;s man on d6 can move to d5 or f6 (ringed). d7 and b6 are taken, and a man cannot jump over another one.</source>
        <translation>La ŝtono de Blanko sur d6 povas moviĝi al d5 aŭ f6 (ringitaj). d7 kaj b6 estas okupitaj, kaj ŝtono ne povas salti super alian.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/rules_text.py" line="193"/>
        <source>Flying</source>
        <translation>Flugado</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/rules_text.py" line="195"/>
        <source>When &lt;b&gt;flying&lt;/b&gt; is switched on (it is by default; the New Game dialog can switch it off), a player who has exactly three men left may move a man to &lt;b&gt;any empty point&lt;/b&gt;, not only an adjacent one. With flying off, a player with three men moves like everyone else.</source>
        <translation>Kiam &lt;b&gt;flugado&lt;/b&gt; estas ŝaltita (defaŭlte ĝi estas; la dialogo Nova ludo povas malŝalti ĝin), ludanto, al kiu restas precize tri ŝtonoj, rajtas movi ŝtonon al &lt;b&gt;iu ajn malplena punkto&lt;/b&gt;, ne nur al najbara. Kun flugado malŝaltita ludanto kun tri ŝtonoj movas kiel ĉiuj aliaj.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/rules_text.py" line="205"/>
        <source>White is down to three men and flies from a1 to e5 (written a1-e5).</source>
        <translation>Al Blanko restas tri ŝtonoj; Blanko flugas de a1 al e5 (skribite a1-e5).</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/rules_text.py" line="210"/>
        <source>End of the game</source>
        <translation>Fino de la ludo</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/rules_text.py" line="213"/>
        <source>A player who is &lt;b&gt;down to two men&lt;/b&gt; loses: they can no longer form a mill.</source>
        <translation>Ludanto, al kiu &lt;b&gt;restas nur du ŝtonoj&lt;/b&gt;, perdas: tiu ne plu povas formi muelon.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/rules_text.py" line="219"/>
        <source>A player who, at the start of their turn in the moving phase, &lt;b&gt;cannot move&lt;/b&gt; any man (every one of them is &lt;b&gt;blocked&lt;/b&gt;) loses.</source>
        <translation>Ludanto, kiu komence de sia vico en la mova fazo &lt;b&gt;ne povas movi&lt;/b&gt; iun ajn ŝtonon (ĉiuj estas &lt;b&gt;blokitaj&lt;/b&gt;), perdas.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/rules_text.py" line="226"/>
        <source>The game is &lt;b&gt;drawn&lt;/b&gt; when the same position occurs for the third time with the same player to move (&lt;b&gt;threefold repetition&lt;/b&gt;).</source>
        <translation>La ludo finiĝas per &lt;b&gt;remizo&lt;/b&gt;, kiam la sama pozicio aperas la trian fojon kun la sama ludanto movonta (&lt;b&gt;triobla ripeto&lt;/b&gt;).</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/rules_text.py" line="233"/>
        <source>The game is also &lt;b&gt;drawn&lt;/b&gt; when 100 moves in a row (50 by each player) are made in the moving phase &lt;b&gt;without a removal&lt;/b&gt;.</source>
        <translation>La ludo finiĝas per &lt;b&gt;remizo&lt;/b&gt; ankaŭ, kiam 100 sinsekvaj movoj (po 50 de ĉiu ludanto) estas faritaj en la mova fazo &lt;b&gt;sen forpreno&lt;/b&gt;.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/rules_text.py" line="241"/>
        <source>Both draw rules are on by default; each can be switched off in the New Game dialog.</source>
        <translation>Ambaŭ remizaj reguloj estas defaŭlte ŝaltitaj; ĉiu el ili povas esti malŝaltita en la dialogo Nova ludo.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/rules_text.py" line="249"/>
        <source>White plays f6-f4. None of Black&apos;s four men (ringed) has an empty neighbour now, so Black cannot move and loses.</source>
        <translation>Blanko ludas f6-f4. Neniu el la kvar ŝtonoj de Nigro (ringitaj) nun havas malplenan najbaran punkton, do Nigro ne povas movi kaj perdas.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/rules_text.py" line="255"/>
        <location filename="../../ninetka_desktop/ui/ninetka/rules_text.py" line="270"/>
        <source>Notation</source>
        <translation>Notacio</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/rules_text.py" line="257"/>
        <source>Placing a man is written as its point, e.g. &lt;tt&gt;d6&lt;/tt&gt;.</source>
        <translation>Metado de ŝtono estas skribata kiel ĝia punkto, ekz. &lt;tt&gt;d6&lt;/tt&gt;.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/rules_text.py" line="259"/>
        <source>Moving a man joins the two points with a dash, e.g. &lt;tt&gt;d6-d7&lt;/tt&gt;; a flight is written the same way.</source>
        <translation>Movo de ŝtono kunigas la du punktojn per streketo, ekz. &lt;tt&gt;d6-d7&lt;/tt&gt;; flugo estas skribata same.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/rules_text.py" line="266"/>
        <source>A move that removes a man is followed by &lt;tt&gt;x&lt;/tt&gt; and the point of the man removed: &lt;tt&gt;a4xg7&lt;/tt&gt;, &lt;tt&gt;d6-d7xb4&lt;/tt&gt;.</source>
        <translation>Post movo, kiu forprenas ŝtonon, sekvas &lt;tt&gt;x&lt;/tt&gt; kaj la punkto de la forprenita ŝtono: &lt;tt&gt;a4xg7&lt;/tt&gt;, &lt;tt&gt;d6-d7xb4&lt;/tt&gt;.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/kind.py" line="81"/>
        <source>Rules of 9tka</source>
        <translation>Reguloj de 9tka</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/rules_text.py" line="64"/>
        <source>Colour</source>
        <translation>Koloro</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/rules_text.py" line="65"/>
        <source>Turn</source>
        <translation>Vico</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/rules_text.py" line="66"/>
        <source>2 players</source>
        <translation>2 ludantoj</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/rules_text.py" line="67"/>
        <source>3 players</source>
        <translation>3 ludantoj</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/rules_text.py" line="68"/>
        <source>4 players</source>
        <translation>4 ludantoj</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/rules_text.py" line="81"/>
        <source>How to play 9tka</source>
        <translation>Kiel ludi 9tka</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/rules_text.py" line="83"/>
        <source>9tka (from the Polish &lt;i&gt;dziewiątka&lt;/i&gt;, “the nine”) is a game of area majority for 2 to 4 players, designed by Adam Kałuża in 2007. You slide counters in from the edge of the board and try to hold more of the nine sections than anyone else.</source>
        <translation>9tka (el la pola &lt;i&gt;dziewiątka&lt;/i&gt;, „la naŭo“) estas ludo pri plimulto en areoj por 2 ĝis 4 ludantoj, kreita de Adam Kałuża en 2007. Vi glitigas pecojn en la tabulon de ĝia rando kaj klopodas regi pli multajn el la naŭ sektoroj ol iu ajn alia.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/rules_text.py" line="92"/>
        <source>The board is a grid of 11&amp;times;11 cells. Columns are lettered A to K from left to right, rows numbered 1 to 11 from bottom to top, so A1 is the bottom-left corner. The four corners are never used.</source>
        <translation>La tabulo estas krado de 11&amp;times;11 ĉeloj. La kolumnoj estas markitaj per literoj de A ĝis K de maldekstre dekstren, la vicoj per nombroj de 1 ĝis 11 de malsupre supren, do A1 estas la malsupra maldekstra angulo. La kvar anguloj neniam estas uzataj.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/rules_text.py" line="99"/>
        <source>The &lt;b&gt;field&lt;/b&gt; is the inner 9&amp;times;9 square, B2 to J10. A counter that has entered the field never moves again.</source>
        <translation>La &lt;b&gt;kampo&lt;/b&gt; estas la interna kvadrato 9&amp;times;9, de B2 ĝis J10. Peco, kiu eniris la kampon, neniam plu moviĝas.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/rules_text.py" line="105"/>
        <source>The 36 round &lt;b&gt;slots&lt;/b&gt; around the field, 9 on each side, hold counters that are still waiting outside the board.</source>
        <translation>La 36 rondaj &lt;b&gt;kavoj&lt;/b&gt; ĉirkaŭ la kampo, po 9 ĉiuflanke, tenas pecojn, kiuj ankoraŭ atendas ekster la tabulo.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/rules_text.py" line="111"/>
        <source>The field is cut into nine 3&amp;times;3 &lt;b&gt;sections&lt;/b&gt;, named like a compass: NW, N, NE at the top, W, C, E in the middle and SW, S, SE at the bottom.</source>
        <translation>La kampo estas dividita en naŭ &lt;b&gt;sektorojn&lt;/b&gt; 3&amp;times;3, nomitajn laŭ la kompaso (per la anglaj mallongigoj): NW, N, NE supre, W, C, E meze kaj SW, S, SE malsupre.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/rules_text.py" line="117"/>
        <source>The lighter inner 7&amp;times;7 square, C3 to I9, is the &lt;b&gt;core&lt;/b&gt;. The darker ring around it (rows 2 and 10, columns B and J) is outside the core. A corner section has 4 core cells, a side section 6 and the centre section all 9.</source>
        <translation>La pli hela interna kvadrato 7&amp;times;7, de C3 ĝis I9, estas la &lt;b&gt;kerno&lt;/b&gt;. La pli malhela ringo ĉirkaŭ ĝi (vicoj 2 kaj 10, kolumnoj B kaj J) estas ekster la kerno. Angula sektoro havas 4 kernajn ĉelojn, flanka sektoro 6 kaj la centra sektoro ĉiujn 9.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/rules_text.py" line="126"/>
        <source>The field, its nine sections, the core and the slots.</source>
        <translation>La kampo, ĝiaj naŭ sektoroj, la kerno kaj la kavoj.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/rules_text.py" line="128"/>
        <source>Players and counters</source>
        <translation>Ludantoj kaj pecoj</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/rules_text.py" line="130"/>
        <source>Each player has counters of one colour; how many depends on the number of players:</source>
        <translation>Ĉiu ludanto havas pecojn de unu koloro; kiom, dependas de la nombro de ludantoj:</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/rules_text.py" line="137"/>
        <source>There are also 9 red &lt;b&gt;neutral counters&lt;/b&gt;, which belong to nobody. Turns always go Yellow, Blue, Orange, Green and round again.</source>
        <translation>Estas ankaŭ 9 ruĝaj &lt;b&gt;neŭtralaj pecoj&lt;/b&gt;, kiuj apartenas al neniu. La vicordo estas ĉiam: Flavo, Bluo, Oranĝo, Verdo kaj denove de la komenco.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/rules_text.py" line="143"/>
        <source>Playing: three phases</source>
        <translation>Ludado: tri fazoj</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/rules_text.py" line="145"/>
        <source>1. Neutral counters</source>
        <translation>1. Neŭtralaj pecoj</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/rules_text.py" line="147"/>
        <source>Nine turns. Yellow starts, then the players take turns in order (with 2 players Yellow places 5 and Blue 4; with 3 players 3 each; with 4 players Yellow places 3 and the others 2). On your turn put one neutral counter on an empty core cell of a section that has no neutral counter yet. In the end every section holds exactly one.</source>
        <translation>Naŭ vicoj. Flavo komencas, poste la ludantoj ludas laŭvice (kun 2 ludantoj Flavo metas 5 kaj Bluo 4; kun 3 ludantoj ĉiu po 3; kun 4 ludantoj Flavo metas 3 kaj la aliaj po 2). Je via vico metu unu neŭtralan pecon sur malplenan kernan ĉelon de sektoro, kiu ankoraŭ ne havas neŭtralan pecon. Fine ĉiu sektoro enhavas precize unu.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/rules_text.py" line="155"/>
        <source>&lt;b&gt;Option:&lt;/b&gt; the neutral counters can instead be placed at random, one on a core cell of each section; the game remembers how, so it can be replayed.</source>
        <translation>&lt;b&gt;Opcio:&lt;/b&gt; la neŭtralaj pecoj povas anstataŭe esti metitaj hazarde, po unu sur kerna ĉelo de ĉiu sektoro; la ludo memoras kiel, do ĝi povas esti reludita.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/rules_text.py" line="162"/>
        <source>2. Counters on the edge</source>
        <translation>2. Pecoj ĉe la rando</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/rules_text.py" line="164"/>
        <source>36 turns. Yellow starts this phase, whoever placed the last neutral counter. On your turn put one of your counters in any empty slot. The phase ends when all 36 slots are filled; by then everyone has placed all their counters.</source>
        <translation>36 vicoj. Ĉi tiun fazon komencas Flavo, negrave kiu metis la lastan neŭtralan pecon. Je via vico metu unu el viaj pecoj en iun ajn malplenan kavon. La fazo finiĝas, kiam ĉiuj 36 kavoj estas plenaj; tiam ĉiu jam metis ĉiujn siajn pecojn.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/rules_text.py" line="173"/>
        <source>Neutral counters in every section; the slots begin to fill.</source>
        <translation>Neŭtralaj pecoj en ĉiu sektoro; la kavoj komencas pleniĝi.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/rules_text.py" line="176"/>
        <source>3. Movement</source>
        <translation>3. Movado</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/rules_text.py" line="178"/>
        <source>Yellow starts this phase too. On your turn pick one of your counters waiting in a slot and slide it into the field, straight away from its side: a counter in A5 travels right along row 5, one in E11 travels down column E. It moves cell by cell and stops on the last empty cell before the first occupied one, whoever that counter belongs to: yours, an opponent&apos;s, a neutral counter, or a counter still waiting in the slot opposite. It cannot stop part-way and must enter at least one cell.</source>
        <translation>Ankaŭ ĉi tiun fazon komencas Flavo. Je via vico elektu unu el viaj pecoj atendantaj en kavo kaj glitigu ĝin en la kampon, rekte for de ĝia flanko: peco en A5 iras dekstren laŭ vico 5, peco en E11 iras malsupren laŭ kolumno E. Ĝi moviĝas ĉelon post ĉelo kaj haltas sur la lasta malplena ĉelo antaŭ la unua okupita, negrave al kiu apartenas tiu peco: al vi, al kontraŭulo, ĉu ĝi estas neŭtrala peco aŭ peco ankoraŭ atendanta en la kontraŭa kavo. Ĝi ne povas halti duonvoje kaj devas eniri almenaŭ unu ĉelon.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/rules_text.py" line="191"/>
        <source>Yellow&apos;s counter from A5 stops on E5, before the neutral counter on F5. Blue&apos;s counter from E11 stops on E8, before Yellow&apos;s counter on E7.</source>
        <translation>La peco de Flavo el A5 haltas sur E5, antaŭ la neŭtrala peco sur F5. La peco de Bluo el E11 haltas sur E8, antaŭ la peco de Flavo sur E7.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/rules_text.py" line="198"/>
        <source>A waiting counter whose first cell in the field is occupied is &lt;b&gt;blocked&lt;/b&gt;: it can never move, now or later. A sliding counter never leaves the field, because the slot opposite is always either still occupied or its counter is already on the same line.</source>
        <translation>Atendanta peco, kies unua ĉelo en la kampo estas okupita, estas &lt;b&gt;blokita&lt;/b&gt;: ĝi neniam povas moviĝi, nek nun nek poste. Glitanta peco neniam forlasas la kampon, ĉar la kontraŭa kavo ĉiam aŭ estas ankoraŭ okupita, aŭ ĝia peco jam estas sur la sama linio.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/rules_text.py" line="208"/>
        <source>Yellow&apos;s counter came down from B11 and stopped on B6, above Blue&apos;s counter on B5. Blue&apos;s counter in A6 faces an occupied first cell: it is blocked for the rest of the game.</source>
        <translation>La peco de Flavo venis malsupren el B11 kaj haltis sur B6, super la peco de Bluo sur B5. La unua ĉelo antaŭ la peco de Bluo en A6 estas okupita: ĝi estas blokita ĝis la fino de la ludo.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/rules_text.py" line="216"/>
        <source>A player who has no counter that can move &lt;b&gt;passes&lt;/b&gt;; this happens by itself, it is never a choice. The game ends when no player can move.</source>
        <translation>Ludanto, kiu havas neniun moveblan pecon, &lt;b&gt;pasas&lt;/b&gt;; tio okazas aŭtomate kaj neniam estas elekto. La ludo finiĝas, kiam neniu ludanto povas movi.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/rules_text.py" line="223"/>
        <source>Scoring and the winner</source>
        <translation>Poentado kaj la venkinto</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/rules_text.py" line="225"/>
        <source>You &lt;b&gt;conquer&lt;/b&gt; a section when you have strictly more of your own counters on its 9 cells than every other player. Neutral counters count for nobody, counters still waiting in slots count for nothing, and when the highest count is shared nobody conquers the section. Each conquered section scores 1 point (0 to 9).</source>
        <translation>Vi &lt;b&gt;konkeras&lt;/b&gt; sektoron, kiam vi havas strikte pli multajn proprajn pecojn sur ĝiaj 9 ĉeloj ol ĉiu alia ludanto. Neŭtralaj pecoj validas por neniu, pecoj ankoraŭ atendantaj en kavoj validas por nenio, kaj kiam pluraj ludantoj havas la plej altan nombron, neniu konkeras la sektoron. Ĉiu konkerita sektoro donas 1 poenton (0 ĝis 9).</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/rules_text.py" line="235"/>
        <source>Yellow conquers NW with 3 counters to 2. In N, Yellow and Blue have 2 each, so nobody does. Blue conquers NE with a single counter. Held sections take a tint of their holder&apos;s colour.</source>
        <translation>Flavo konkeras NW per 3 pecoj kontraŭ 2. En N Flavo kaj Bluo havas po 2, do neniu konkeras ĝin. Bluo konkeras NE per unu sola peco. Konkeritaj sektoroj ricevas nuancon de la koloro de sia posedanto.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/rules_text.py" line="243"/>
        <source>The highest score wins. If several players share it, &lt;b&gt;the one who sits latest in the turn order among them wins&lt;/b&gt;: in a 2-player tie Blue wins. So every game has exactly one winner. The full ranking orders the players by score, then by the later seat.</source>
        <translation>La plej alta poentaro venkas. Se pluraj ludantoj havas ĝin, &lt;b&gt;venkas tiu el ili, kiu sidas plej malfrue en la vicordo&lt;/b&gt;: ĉe egaleco inter 2 ludantoj venkas Bluo. Tiel ĉiu ludo havas precize unu venkinton. La plena rangolisto ordigas la ludantojn laŭ poentaro, poste laŭ la pli malfrua sidloko.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/rules_text.py" line="252"/>
        <source>Tournament</source>
        <translation>Turniro</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/rules_text.py" line="254"/>
        <source>With 2 players a tournament is two games: each player plays once as Yellow and once as Blue. Each player&apos;s scores from both games are added and the higher total wins. With equal totals the tournament is drawn (the rulebook names no tie-break); the number of games each player won is shown as well.</source>
        <translation>Kun 2 ludantoj turniro konsistas el du ludoj: ĉiu ludanto ludas unufoje kiel Flavo kaj unufoje kiel Bluo. La poentoj de ĉiu ludanto el ambaŭ ludoj estas adiciataj, kaj la pli alta sumo venkas. Ĉe egalaj sumoj la turniro finiĝas per remizo (la regularo ne difinas egalecrompon); ankaŭ la nombro de ludoj, kiujn ĉiu ludanto gajnis, estas montrata.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/rules_text.py" line="262"/>
        <source>&lt;b&gt;Option&lt;/b&gt; for 3 or 4 players: a series of as many games as players, with the seats rotating so that every player sits once in every seat. Totals decide, as with 2 players.</source>
        <translation>&lt;b&gt;Opcio&lt;/b&gt; por 3 aŭ 4 ludantoj: serio de tiom da ludoj, kiom da ludantoj, kun rotaciantaj sidlokoj, tiel ke ĉiu ludanto sidas unufoje en ĉiu sidloko. La sumoj decidas, kiel kun 2 ludantoj.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/rules_text.py" line="272"/>
        <source>A neutral counter is written as its cell, e.g. &lt;tt&gt;E6&lt;/tt&gt;.</source>
        <translation>Neŭtrala peco estas skribata kiel sia ĉelo, ekz. &lt;tt&gt;E6&lt;/tt&gt;.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/rules_text.py" line="274"/>
        <source>A counter put on the edge is written as its slot, e.g. &lt;tt&gt;A7&lt;/tt&gt;.</source>
        <translation>Peco metita ĉe la rando estas skribata kiel sia kavo, ekz. &lt;tt&gt;A7&lt;/tt&gt;.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/rules_text.py" line="278"/>
        <source>A slide is the slot and the landing cell joined by a dash, e.g. &lt;tt&gt;A7-F7&lt;/tt&gt;. The bare slot (&lt;tt&gt;A7&lt;/tt&gt;) is understood too, since the landing cell follows from the position.</source>
        <translation>Glito estas la kavo kaj la alveno-ĉelo kunigitaj per streketo, ekz. &lt;tt&gt;A7-F7&lt;/tt&gt;. Ankaŭ la nura kavo (&lt;tt&gt;A7&lt;/tt&gt;) estas komprenata, ĉar la alveno-ĉelo sekvas el la pozicio.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/rules_text.py" line="285"/>
        <source>A pass is written &lt;tt&gt;pass&lt;/tt&gt;.</source>
        <translation>Paso estas skribata &lt;tt&gt;pass&lt;/tt&gt;.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/rules_text.py" line="287"/>
        <source>Capital and small letters mean the same; the app writes capitals.</source>
        <translation>Majusklaj kaj minusklaj literoj signifas la samon; la programo skribas majusklojn.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/kind.py" line="86"/>
        <source>Rules of Nine Men&apos;s Morris</source>
        <translation type="vanished">Reguloj de Muelo</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/analysis_help.py" line="27"/>
        <source>An &lt;b&gt;exact&lt;/b&gt; value is proved: who wins and by how much (9tka, two players, once the counters slide), or a win, a draw or a loss (Nine Men&apos;s Morris, from the endgame tables or a forced end). Any other value is an &lt;b&gt;estimate&lt;/b&gt;: the chance, in percent, that the player to move wins after that move. The panel looks deeper while the position stands and starts again after a move; click a move in the move list to analyse an earlier position.</source>
        <translation type="vanished">&lt;b&gt;Ĝusta&lt;/b&gt; valoro estas pruvita: kiu venkas kaj je kiom (9tka, du ludantoj, kiam la ludiloj glitas), aŭ venko, remizo aŭ malvenko (muelilo, el la fin-tabeloj aŭ el devigita fino). Ĉiu alia valoro estas &lt;b&gt;takso&lt;/b&gt;: la ŝanco, en procentoj, ke la ludanto, kies vico estas, venkos post tiu movo. La panelo serĉas pli profunde dum la pozicio restas kaj rekomencas post movo; alklaku movon en la listo de movoj por analizi pli fruan pozicion.</translation>
    </message>
</context>
<context>
    <name>ScoreModel</name>
    <message>
        <location filename="../../ninetka_desktop/models/ninetka/scores.py" line="84"/>
        <source>Score</source>
        <translation>Poentoj</translation>
    </message>
</context>
<context>
    <name>Seats</name>
    <message>
        <location filename="../../ninetka_desktop/models/roles.py" line="94"/>
        <location filename="../../ninetka_desktop/ui/ninetka/rules_text.py" line="58"/>
        <source>Yellow</source>
        <translation>Flavo</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/models/roles.py" line="95"/>
        <location filename="../../ninetka_desktop/ui/ninetka/rules_text.py" line="59"/>
        <source>Blue</source>
        <translation>Bluo</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/models/roles.py" line="96"/>
        <location filename="../../ninetka_desktop/ui/ninetka/rules_text.py" line="60"/>
        <source>Orange</source>
        <translation>Oranĝo</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/models/roles.py" line="97"/>
        <location filename="../../ninetka_desktop/ui/ninetka/rules_text.py" line="61"/>
        <source>Green</source>
        <translation>Verdo</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/models/roles.py" line="99"/>
        <source>Black</source>
        <translation>Nigro</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/models/roles.py" line="99"/>
        <source>White</source>
        <translation>Blanko</translation>
    </message>
</context>
<context>
    <name>SelfTest</name>
    <message>
        <location filename="../../ninetka_desktop/self_test.py" line="69"/>
        <source>Computer 1</source>
        <translation>Komputilo 1</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/self_test.py" line="70"/>
        <source>Computer 2</source>
        <translation>Komputilo 2</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/self_test.py" line="108"/>
        <source>ninetka self-test FAILED: {problem}</source>
        <translation>memtesto de ninetka MALSUKCESIS: {problem}</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/self_test.py" line="111"/>
        <source>ninetka self-test passed in {seconds:.1f} s: {summary}</source>
        <translation>memtesto de ninetka sukcesis en {seconds:.1f} s: {summary}</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/self_test.py" line="125"/>
        <source>ninetka self-test FAILED: no result after {seconds:.0f} s; the app is stuck</source>
        <translation>memtesto de ninetka MALSUKCESIS: neniu rezulto post {seconds:.0f} s; la programo blokiĝis</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/self_test.py" line="160"/>
        <source>the main window did not open</source>
        <translation>la ĉefa fenestro ne malfermiĝis</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/self_test.py" line="164"/>
        <source>the app icon is missing from the bundle</source>
        <translation>la piktogramo de la programo mankas en la pakaĵo</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/self_test.py" line="166"/>
        <source>the app icon {path} could not be drawn (Qt&apos;s SVG support is missing?)</source>
        <translation>la piktogramo {path} ne povis esti desegnita (ĉu mankas la SVG-subteno de Qt?)</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/self_test.py" line="178"/>
        <source>the sound effects cannot play: {reason}</source>
        <translation>la sonefektoj ne povas sonori: {reason}</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/self_test.py" line="187"/>
        <source>the native core is missing ({error})</source>
        <translation>la denaska kerno mankas ({error})</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/self_test.py" line="193"/>
        <source>the native core disagrees with the rules after {moves} moves</source>
        <translation>la denaska kerno malkonsentas kun la reguloj post {moves} movoj</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/self_test.py" line="198"/>
        <location filename="../../ninetka_desktop/self_test.py" line="203"/>
        <source>the native core did not finish its playouts</source>
        <translation>la denaska kerno ne finis siajn provludojn</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/self_test.py" line="224"/>
        <source>the endgame tables are missing ({names})</source>
        <translation>mankas la finludaj tabeloj ({names})</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/self_test.py" line="235"/>
        <source>the endgame tables cannot be read</source>
        <translation>la finludaj tabeloj ne legeblas</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/self_test.py" line="247"/>
        <source>the puzzles cannot be read ({error})</source>
        <translation>la enigmoj ne legeblas ({error})</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/self_test.py" line="282"/>
        <source>a 9tka game of {moves} moves, {ai} of them chosen by {workers} AI worker process(es); {winner} won ({scores}); Qt platform {platform}</source>
        <translation>ludo de 9tka kun {moves} movoj, el kiuj {ai} elektitaj de {workers} AI-laborprocezo(j); venkis {winner} ({scores}); Qt-platformo {platform}</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/self_test.py" line="308"/>
        <source>the AI worker failed: {error}</source>
        <translation>la AI-laborprocezo fiaskis: {error}</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/self_test.py" line="316"/>
        <source>a dialog stopped the game: {title}</source>
        <translation>dialogo haltigis la ludon: {title}</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/self_test.py" line="320"/>
        <source>the game did not end within {seconds:.0f} s ({moves} moves, phase {phase})</source>
        <translation>la ludo ne finiĝis ene de {seconds:.0f} s ({moves} movoj, fazo {phase})</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/self_test.py" line="337"/>
        <source>the game was reported finished before its end</source>
        <translation>la ludo estis raportita finita antaŭ sia fino</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/self_test.py" line="341"/>
        <source>move {number}, {move}, was not legal</source>
        <translation>movo {number}, {move}, ne estis laŭregula</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/self_test.py" line="344"/>
        <source>replaying the moves does not give the game&apos;s result</source>
        <translation>reludado de la movoj ne donas la rezulton de la ludo</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/self_test.py" line="346"/>
        <source>the move list shows {rows} moves, the game has {moves}</source>
        <translation>la movlisto montras {rows} movojn, la ludo havas {moves}</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/self_test.py" line="351"/>
        <source>only {ai} of the {moves} computer moves came from the AI worker</source>
        <translation>nur {ai} el la {moves} komputilaj movoj venis de la AI-laborprocezo</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/self_test.py" line="355"/>
        <source>no AI worker process was seen</source>
        <translation>neniu AI-laborprocezo estis vidita</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/settings.py" line="38"/>
        <source>Settings</source>
        <translation>Agordoj</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/settings.py" line="41"/>
        <source>Fast</source>
        <translation>Rapidaj</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/settings.py" line="41"/>
        <source>Normal</source>
        <translation>Normalaj</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/settings.py" line="41"/>
        <source>Off</source>
        <translation>Malŝaltitaj</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/settings.py" line="41"/>
        <source>Slow</source>
        <translation>Malrapidaj</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/settings.py" line="47"/>
        <location filename="../../ninetka_desktop/ui/dialogs/settings.py" line="57"/>
        <source>Follow the system</source>
        <translation>Laŭ la sistemo</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/settings.py" line="48"/>
        <source>Light</source>
        <translation>Hela</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/settings.py" line="49"/>
        <source>Dark</source>
        <translation>Malhela</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/settings.py" line="50"/>
        <source>High contrast</source>
        <translation>Alta kontrasto</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/settings.py" line="65"/>
        <source>The new language is used from the next start.</source>
        <translation>La nova lingvo validos ekde la sekva lanĉo de la programo.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/settings.py" line="67"/>
        <source>Click twice to play a move (the first click shows it)</source>
        <translation>Alklaku dufoje por ludi movon (la unua klako montras ĝin)</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/settings.py" line="69"/>
        <source>Play sound effects</source>
        <translation>Ludi sonefektojn</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/settings.py" line="75"/>
        <source>Volume</source>
        <translation>Laŭteco</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/settings.py" line="76"/>
        <source>Silent while the window is minimised</source>
        <translation>Silente dum la fenestro estas minimumigita</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/settings.py" line="87"/>
        <source>&amp;Animations:</source>
        <translation>&amp;Animacioj:</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/settings.py" line="88"/>
        <source>&amp;Theme:</source>
        <translation>&amp;Temo:</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/settings.py" line="89"/>
        <source>&amp;Language:</source>
        <translation>&amp;Lingvo:</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/settings.py" line="92"/>
        <source>&amp;Sound:</source>
        <translation>&amp;Sono:</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/settings.py" line="93"/>
        <source>&amp;Volume:</source>
        <translation>&amp;Volumeno:</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/shortcuts.py" line="36"/>
        <source>Arrow keys</source>
        <translation>Sagoklavoj</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/shortcuts.py" line="37"/>
        <source>Move the focus frame over the board</source>
        <translation>Movi la fokusan kadron sur la tabulo</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/shortcuts.py" line="40"/>
        <source>Enter, Space</source>
        <translation>Enen, spaceto</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/shortcuts.py" line="41"/>
        <source>Play on the focused cell or point</source>
        <translation>Ludi sur la fokusita ĉelo aŭ punkto</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/shortcuts.py" line="44"/>
        <source>Letters and digits, then Enter</source>
        <translation>Literoj kaj ciferoj, poste Enen</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/shortcuts.py" line="45"/>
        <source>Play a move typed by its name (E6, A7-F7, d6-d7xb4)</source>
        <translation>Ludi movon tajpitan laŭ sia nomo (E6, A7-F7, d6-d7xb4)</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/shortcuts.py" line="48"/>
        <source>Backspace</source>
        <translation>Retropaŝo</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/shortcuts.py" line="49"/>
        <source>Take back a typed character</source>
        <translation>Forigi tajpitan signon</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/shortcuts.py" line="52"/>
        <source>Escape</source>
        <translation>Escape</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/shortcuts.py" line="53"/>
        <source>Forget a typed move, else cancel the move in progress</source>
        <translation>Forgesi tajpitan movon, alie nuligi la komencitan movon</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/shortcuts.py" line="56"/>
        <source>Tab</source>
        <translation>Tab</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/shortcuts.py" line="57"/>
        <source>Go to the next part of the window</source>
        <translation>Iri al la sekva parto de la fenestro</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/shortcuts.py" line="81"/>
        <source>Keyboard Shortcuts</source>
        <translation>Klavaraj ŝparvojoj</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/shortcuts.py" line="86"/>
        <source>Keys</source>
        <translation>Klavoj</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/shortcuts.py" line="86"/>
        <source>What they do</source>
        <translation>Kion ili faras</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/shortcuts.py" line="88"/>
        <source>Keyboard shortcuts</source>
        <translation>Klavaraj ŝparvojoj</translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <location filename="../../ninetka_desktop/ui/move_list.py" line="56"/>
        <source>Moves played</source>
        <translation>Luditaj movoj</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/move_list.py" line="74"/>
        <source>Click a move to see the board as it was after it; a move played there starts a variation. Right-click for the variation and the comment.</source>
        <translation>Alklaku movon por vidi la tabulon post ĝi; movo ludita tie komencas variaĵon. Dekstra klako: la variaĵo kaj la komento.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/move_words.py" line="19"/>
        <source>passes</source>
        <translation>pasas</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/move_words.py" line="22"/>
        <source>{from} to {to}</source>
        <translation>de {from} al {to}</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/move_words.py" line="24"/>
        <source>{move}, takes {point}</source>
        <translation>{move}, forprenas {point}</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/move_words.py" line="31"/>
        <source>Last move: {player}, {move}</source>
        <translation>Lasta movo: {player}, {move}</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/section_table.py" line="70"/>
        <source>Counters per section</source>
        <translation>Pecoj en ĉiu sektoro</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/section_table.py" line="72"/>
        <source>Each player&apos;s counters in each section; a tinted cell is a section held</source>
        <translation>La pecoj de ĉiu ludanto en ĉiu sektoro; kolorita ĉelo estas regata sektoro</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/side_panel.py" line="68"/>
        <source>What to do now</source>
        <translation>Kion fari nun</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/side_panel.py" line="73"/>
        <source>Last move</source>
        <translation>Lasta movo</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/side_panel.py" line="77"/>
        <source>The computer is thinking</source>
        <translation>La komputilo pensas</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/side_panel.py" line="85"/>
        <source>Undo</source>
        <translation>Malfari</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/side_panel.py" line="86"/>
        <source>Redo</source>
        <translation>Refari</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/side_panel.py" line="87"/>
        <source>Hint</source>
        <translation>Sugesto</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/side_panel.py" line="88"/>
        <source>Back to the game</source>
        <translation>Reen al la ludo</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/side_panel.py" line="89"/>
        <source>Show the Better Move</source>
        <translation>Montri la pli bonan movon</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/side_panel.py" line="111"/>
        <source>Comment</source>
        <translation>Komento</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/side_panel.py" line="132"/>
        <source>Moves</source>
        <translation>Movoj</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/side_panel.py" line="134"/>
        <source>Evaluation</source>
        <translation>Taksado</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/move_list.py" line="44"/>
        <source>Click a move to see the board as it was after it</source>
        <translation type="vanished">Alklaku movon por vidi la tabulon, kia ĝi estis post ĝi</translation>
    </message>
</context>
<context>
    <name>Sound</name>
    <message>
        <location filename="../../ninetka_desktop/ui/sound.py" line="72"/>
        <source>This system has no audio output.</source>
        <translation>Ĉi tiu sistemo havas neniun sonan eligon.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/sound.py" line="78"/>
        <source>Qt&apos;s audio module could not be loaded ({error}).</source>
        <translation>La sonmodulo de Qt ne povis esti ŝargita ({error}).</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/sound.py" line="82"/>
        <source>The sound files are missing from this installation.</source>
        <translation>La sondosieroj mankas en ĉi tiu instalaĵo.</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message numerus="yes">
        <location filename="../../ninetka_desktop/models/statistics_table.py" line="25"/>
        <source>%n players</source>
        <translation>
            <numerusform>%n ludanto</numerusform>
            <numerusform>%n ludantoj</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/models/statistics_table.py" line="32"/>
        <source>Nine Men&apos;s Morris, flying</source>
        <translation>Muelo, kun flugado</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/models/statistics_table.py" line="33"/>
        <source>Nine Men&apos;s Morris, no flying</source>
        <translation>Muelo, sen flugado</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/models/statistics_table.py" line="37"/>
        <source>people only</source>
        <translation>nur homoj</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/models/statistics_table.py" line="97"/>
        <source>All games</source>
        <translation>Ĉiuj ludoj</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/models/statistics_table.py" line="113"/>
        <source>Players</source>
        <translation>Ludantoj</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/models/statistics_table.py" line="113"/>
        <source>Rules</source>
        <translation>Reguloj</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/models/statistics_table.py" line="114"/>
        <source>Opponent</source>
        <translation>Kontraŭulo</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/models/statistics_table.py" line="115"/>
        <source>Played</source>
        <translation>Luditaj</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/models/statistics_table.py" line="116"/>
        <source>Won</source>
        <translation>Venkitaj</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/models/statistics_table.py" line="117"/>
        <source>Drawn</source>
        <translation>Egalaj</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/models/statistics_table.py" line="118"/>
        <source>Lost</source>
        <translation>Perditaj</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/models/statistics_table.py" line="119"/>
        <source>Streak</source>
        <translation>Serio</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/models/statistics_table.py" line="120"/>
        <source>Best streak</source>
        <translation>Plej bona serio</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/models/statistics_table.py" line="121"/>
        <source>Fastest win</source>
        <translation>Plej rapida venko</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/models/statistics_table.py" line="121"/>
        <source>Most sections</source>
        <translation>Plej multaj sektoroj</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/models/statistics_table.py" line="126"/>
        <source>The strongest computer level in the game, or people only (hot-seat)</source>
        <translation>La plej forta komputila nivelo en la ludo, aŭ nur homoj (ĉe unu komputilo)</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/models/statistics_table.py" line="128"/>
        <source>Games won in a row, up to the last one</source>
        <translation>Ludoj venkitaj sinsekve, ĝis la lasta</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/models/statistics_table.py" line="130"/>
        <source>The most games won in a row</source>
        <translation>La plej multaj ludoj venkitaj sinsekve</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/models/statistics_table.py" line="133"/>
        <source>The most sections you held at the end of a game</source>
        <translation>La plej multaj sektoroj, kiujn vi tenis je la fino de ludo</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/models/statistics_table.py" line="134"/>
        <source>The fewest moves you needed to win a game</source>
        <translation>La plej malmultaj movoj, kiujn vi bezonis por venki ludon</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/statistics.py" line="51"/>
        <source>Games by rules and opponent</source>
        <translation>Ludoj laŭ reguloj kaj kontraŭulo</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/statistics.py" line="53"/>
        <source>No games counted yet: finish a game against the computer or a friend.</source>
        <translation>Ankoraŭ neniu ludo kalkulita: finu ludon kontraŭ la komputilo aŭ amiko.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ninetka_desktop/ui/dialogs/statistics.py" line="67"/>
        <source>Your rating: {rating} after %n rated games</source>
        <translation>
            <numerusform>Via takso: {rating} post %n taksita ludo</numerusform>
            <numerusform>Via takso: {rating} post %n taksitaj ludoj</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/statistics.py" line="73"/>
        <source>Your rating: {rating} (not yet rated: play against the computer)</source>
        <translation>Via takso: {rating} (ankoraŭ ne taksita: ludu kontraŭ la komputilo)</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/statistics.py" line="79"/>
        <source>On the same scale, the computer levels (L1-L6): {ratings}.</source>
        <translation>Sur la sama skalo, la komputilaj niveloj (N1-N6): {ratings}.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/statistics.py" line="94"/>
        <source>Statistics</source>
        <translation>Statistikoj</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/statistics.py" line="103"/>
        <source>&amp;Reset Statistics…</source>
        <translation>&amp;Nuligi statistikojn…</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/statistics.py" line="128"/>
        <location filename="../../ninetka_desktop/ui/dialogs/statistics.py" line="141"/>
        <source>Reset Statistics</source>
        <translation>Nuligi statistikojn</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/statistics.py" line="130"/>
        <source>Forget every game counted and every rating? The ratings start again at Beginner&apos;s. This cannot be undone.</source>
        <translation>Forgesi ĉiujn kalkulitajn ludojn kaj ĉiujn taksojn? La taksoj rekomenciĝas ĉe tiu de Komencanto. Tio ne estas malfarebla.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/statistics.py" line="142"/>
        <source>The statistics could not be reset: {error}</source>
        <translation>La statistikoj ne povis esti nuligitaj: {error}</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/rating_plot.py" line="28"/>
        <source>Rating history</source>
        <translation>Historio de la takso</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ninetka_desktop/ui/rating_plot.py" line="41"/>
        <source>From {first} to {last} over the last %n rated games</source>
        <translation>
            <numerusform>De {first} ĝis {last} dum la lasta %n taksita ludo</numerusform>
            <numerusform>De {first} ĝis {last} dum la lastaj %n taksitaj ludoj</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/rating_plot.py" line="44"/>
        <location filename="../../ninetka_desktop/ui/rating_plot.py" line="104"/>
        <source>No rated games yet</source>
        <translation>Ankoraŭ neniu taksita ludo</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/rating_plot.py" line="87"/>
        <source>L{level}</source>
        <translation>N{level}</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/statistics_keeper.py" line="88"/>
        <source>The statistics could not be saved: {error}</source>
        <translation>La statistikoj ne povis esti konservitaj: {error}</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/models/statistics_table.py" line="24"/>
        <source>flying</source>
        <translation type="vanished">kun flugado</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/models/statistics_table.py" line="24"/>
        <source>no flying</source>
        <translation type="vanished">sen flugado</translation>
    </message>
</context>
<context>
    <name>Storage</name>
    <message>
        <location filename="../../ninetka_desktop/storage/autosave.py" line="39"/>
        <location filename="../../ninetka_desktop/storage/autosave.py" line="54"/>
        <source>saved game</source>
        <translation>konservita ludo</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/storage/autosave.py" line="42"/>
        <source>it is not a game record</source>
        <translation>ĝi ne estas ludoregistro</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/storage/autosave.py" line="47"/>
        <location filename="../../ninetka_desktop/ui/window_files.py" line="171"/>
        <source>The game cannot be resumed.</source>
        <translation>La ludo ne povas esti daŭrigata.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/storage/paths.py" line="77"/>
        <source>the file is too large</source>
        <translation>la dosiero estas tro granda</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/storage/paths.py" line="79"/>
        <source>it is not a regular file</source>
        <translation>ĝi ne estas ordinara dosiero</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/storage/paths.py" line="83"/>
        <source>the file is not UTF-8 text</source>
        <translation>la dosiero ne estas UTF-8-teksto</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/storage/paths.py" line="85"/>
        <source>the file is not valid JSON</source>
        <translation>la dosiero ne estas valida JSON</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/storage/paths.py" line="87"/>
        <source>the file does not hold a JSON object</source>
        <translation>la dosiero ne enhavas JSON-objekton</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/storage/paths.py" line="90"/>
        <source>the file nests too deeply</source>
        <translation>la strukturo de la dosiero estas tro profunde ingita</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/storage/paths.py" line="101"/>
        <source>The {what} could not be read ({problem}).</source>
        <translation>Ne eblis legi: {what} ({problem}).</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/storage/paths.py" line="103"/>
        <source>The {what} could not be read ({problem}). The file was kept as {name}.</source>
        <translation>Ne eblis legi: {what} ({problem}). La dosiero estis konservita kiel {name}.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/storage/puzzle_progress.py" line="34"/>
        <source>puzzle progress file</source>
        <translation>dosiero de progreso en enigmoj</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/storage/puzzle_progress.py" line="41"/>
        <source>it holds no puzzle progress this app can read</source>
        <translation>ĝi enhavas neniun progreson en enigmoj, kiun ĉi tiu aplikaĵo povas legi</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/storage/puzzle_progress.py" line="45"/>
        <source>Your puzzle progress starts afresh.</source>
        <translation>Via progreso en enigmoj rekomenciĝas.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/storage/settings.py" line="195"/>
        <source>settings file</source>
        <translation>agorda dosiero</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/storage/settings.py" line="200"/>
        <source>The default settings are used.</source>
        <translation>La defaŭltaj agordoj estas uzataj.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/storage/statistics_file.py" line="36"/>
        <source>statistics file</source>
        <translation>statistika dosiero</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/storage/statistics_file.py" line="43"/>
        <source>it holds no statistics this app can read</source>
        <translation>ĝi enhavas neniujn statistikojn, kiujn ĉi tiu aplikaĵo povas legi</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/storage/statistics_file.py" line="47"/>
        <source>The statistics start again from here.</source>
        <translation>La statistikoj rekomenciĝas de nun.</translation>
    </message>
</context>
<context>
    <name>Tablebases</name>
    <message>
        <location filename="../../ninetka_desktop/ui/tablebase_keeper.py" line="107"/>
        <source>Damaged endgame tables ({names}) are being built again in the background; play goes on.</source>
        <translation>Difektitaj finludaj tabeloj ({names}) denove konstruiĝas fone; la ludo daŭras.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/tablebase_keeper.py" line="166"/>
        <source>Perfect Pla&amp;y Tables…</source>
        <translation>Tabeloj de &amp;perfekta ludo…</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/tablebase_keeper.py" line="186"/>
        <source>Building the endgame tables in the background; play goes on.</source>
        <translation>La finludaj tabeloj konstruiĝas fone; la ludo daŭras.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/tablebase_keeper.py" line="232"/>
        <source>these rules have no endgame tables</source>
        <translation>ĉi tiuj reguloj ne havas finludajn tabelojn</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/tablebase_keeper.py" line="266"/>
        <source>no build was paused</source>
        <translation>neniu konstruado estis paŭzita</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/tablebase_keeper.py" line="277"/>
        <source>The perfect play tables&apos; build goes on in the background.</source>
        <translation>La konstruado de la tabeloj de perfekta ludo daŭras fone.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/tablebase_keeper.py" line="279"/>
        <source>Another window of Ninetka Desktop is building endgame tables.</source>
        <translation>Alia fenestro de Ninetka Desktop konstruas finludajn tabelojn.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/tablebase_keeper.py" line="281"/>
        <source>The perfect play tables&apos; build could not go on: {reason}</source>
        <translation>La konstruado de la tabeloj de perfekta ludo ne povis daŭri: {reason}</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/tablebase_keeper.py" line="357"/>
        <source>Endgame tables: starting</source>
        <translation>Finludaj tabeloj: komenciĝas</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/tablebase_keeper.py" line="357"/>
        <source>Endgame tables: {done} of {total}</source>
        <translation>Finludaj tabeloj: {done} el {total}</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/tablebase_keeper.py" line="388"/>
        <source>The endgame tables could not be built: {reason}</source>
        <translation>La finludaj tabeloj ne povis esti konstruitaj: {reason}</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/tablebase_keeper.py" line="398"/>
        <source>The endgame tables&apos; build is paused; its work is saved.</source>
        <translation>La konstruado de la finludaj tabeloj estas paŭzita; ĝia laboro estas konservita.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/tablebase_keeper.py" line="400"/>
        <source>The perfect play tables are ready: Expert and Master play them.</source>
        <translation>La tabeloj de perfekta ludo pretas: Eksperto kaj Majstro ludas laŭ ili.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/tablebase_keeper.py" line="403"/>
        <source>The endgame tables are ready: Expert and Master now play them perfectly.</source>
        <translation>La finludaj tabeloj pretas: Eksperto kaj Majstro nun ludas finludojn perfekte.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/tablebase_keeper.py" line="125"/>
        <source>Build &amp;Larger Endgame Tables…</source>
        <translation type="vanished">Konstrui &amp;pli grandajn finludajn tabelojn…</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/tablebase_keeper.py" line="150"/>
        <source>Larger Endgame Tables</source>
        <translation type="vanished">Pli grandaj finludaj tabeloj</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/tablebase_keeper.py" line="152"/>
        <source>Endgame tables are being built already.</source>
        <translation type="vanished">Finludaj tabeloj jam konstruiĝas.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/tablebase_keeper.py" line="156"/>
        <source>flying at three men</source>
        <translation type="vanished">kun flugado je tri ŝtonoj</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/tablebase_keeper.py" line="156"/>
        <source>no flying</source>
        <translation type="vanished">sen flugado</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/tablebase_keeper.py" line="159"/>
        <source>The endgame tables up to {men} men a side ({rules}) are installed already.</source>
        <translation type="vanished">La finludaj tabeloj ĝis {men} ŝtonoj po flanko ({rules}) jam estas instalitaj.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/tablebase_keeper.py" line="167"/>
        <source>Build the endgame tables up to {men} men a side ({rules})? Expert and Master will then play every position of the moving phase with up to {men} men a side perfectly.

They take about {size} MB in your data folder. Building them takes some ten minutes of one processor core and up to {memory} GB of memory; play goes on meanwhile.</source>
        <translation type="vanished">Ĉu konstrui la finludajn tabelojn ĝis {men} ŝtonoj po flanko ({rules})? Tiam Eksperto kaj Majstro ludos perfekte ĉiun pozicion de la mova fazo kun ĝis {men} ŝtonoj po flanko.

Ili okupas ĉirkaŭ {size} MB en via datuma dosierujo. Konstrui ilin daŭras ĉirkaŭ dek minutojn de unu procesora kerno kaj bezonas ĝis {memory} GB da memoro; la ludo daŭras dume.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/tablebase_keeper.py" line="183"/>
        <source>Building the larger endgame tables in the background; play goes on.</source>
        <translation type="vanished">La pli grandaj finludaj tabeloj konstruiĝas fone; la ludo daŭras.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/tablebase_keeper.py" line="189"/>
        <source>Another window of Ninetka Desktop is building endgame tables; nothing was started.</source>
        <translation type="vanished">Alia fenestro de Ninetka Desktop konstruas finludajn tabelojn; nenio estis komencita.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/tablebase_keeper.py" line="193"/>
        <source>The tables&apos; folder cannot be written ({reason}); nothing was built.</source>
        <translation type="vanished">La dosierujo de la tabeloj ne estas skribebla ({reason}); nenio estis konstruita.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/tablebase_keeper.py" line="150"/>
        <source>The tables&apos; folder is busy or cannot be written; nothing was built.</source>
        <translation type="vanished">La dosierujo de la tabeloj estas okupata aŭ ne skribebla; nenio estis konstruita.</translation>
    </message>
</context>
</TS>

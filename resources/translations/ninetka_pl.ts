<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pl" sourcelanguage="en">
<context>
    <name>AboutDialog</name>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/rules_page.py" line="87"/>
        <source>About Ninetka Desktop</source>
        <translation>O programie Ninetka Desktop</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/rules_page.py" line="88"/>
        <source>&lt;h3&gt;Ninetka Desktop {version}&lt;/h3&gt;&lt;p&gt;9tka and Nine Men&apos;s Morris for the desktop, against friends or the computer.&lt;/p&gt;&lt;p&gt;9tka was designed by Adam Kałuża (2007).&lt;/p&gt;&lt;p&gt;Written by the Ninetka Desktop team. Free software under the GNU General Public License, version 3 or later.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Ninetka Desktop {version}&lt;/h3&gt;&lt;p&gt;9tka i Młynek w wersji na komputer – do gry z przyjaciółmi lub z komputerem.&lt;/p&gt;&lt;p&gt;Grę 9tka zaprojektował Adam Kałuża (2007).&lt;/p&gt;&lt;p&gt;Autorzy: zespół Ninetka Desktop. Wolne oprogramowanie na licencji GNU General Public License w wersji 3 lub nowszej.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>Analysis</name>
    <message>
        <location filename="../../ninetka_desktop/models/analysis_model.py" line="38"/>
        <source>level; {player} wins the tie-break</source>
        <translation>remis w sektorach; {player} wygrywa dzięki rozstrzygnięciu</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/models/analysis_model.py" line="42"/>
        <source>{player} wins by {sections}</source>
        <translation>{player} wygrywa różnicą {sections}</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/models/analysis_model.py" line="47"/>
        <source>a draw</source>
        <translation>remis</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/models/analysis_model.py" line="51"/>
        <source>{player} wins</source>
        <translation>{player} wygrywa</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/models/analysis_model.py" line="52"/>
        <source>{player} wins in {plies}</source>
        <translation>{player} wygrywa w {plies}</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/models/analysis_model.py" line="57"/>
        <source>{percent}% for {player}</source>
        <translation>{percent}% dla: {player}</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/models/analysis_model.py" line="66"/>
        <source>{player} wins by at least {sections}, whatever the others do</source>
        <translation>{player} wygrywa różnicą co najmniej {sections}, cokolwiek zrobią pozostali</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/models/analysis_model.py" line="70"/>
        <source>{player} at least ties and wins the tie-break, whatever the others do</source>
        <translation>{player} co najmniej remisuje w sektorach i wygrywa dzięki rozstrzygnięciu, cokolwiek zrobią pozostali</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/models/analysis_model.py" line="74"/>
        <source>the others together can hold {player} to a tie lost on the tie-break</source>
        <translation>pozostali razem mogą ograniczyć {player} do remisu w sektorach przegranego przez rozstrzygnięcie</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/models/analysis_model.py" line="77"/>
        <source>the others together can keep {player} {sections} behind</source>
        <translation>pozostali razem mogą utrzymać {player} {sections} w tyle</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/models/analysis_model.py" line="86"/>
        <source>Exact for the worst case, proved by the solver: the other players are taken to play together against the mover.</source>
        <translation>Dokładnie dla najgorszego przypadku, udowodnione przez solver: przyjmuje się, że pozostali gracze grają razem przeciw graczowi na ruchu.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/models/analysis_model.py" line="90"/>
        <source>Exact: proved by the solver or the endgame tables.</source>
        <translation>Dokładnie: udowodnione przez solver lub tablice końcówek.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/models/analysis_model.py" line="92"/>
        <source>An estimate.</source>
        <translation>Szacunek.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/models/analysis_model.py" line="95"/>
        <source>An estimate from a search {depth} moves deep.</source>
        <translation>Szacunek z przeszukania na głębokość {depth} ruchów.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/models/analysis_model.py" line="96"/>
        <source>An estimate from {count} games played out.</source>
        <translation>Szacunek z {count} rozegranych partii.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/models/analysis_model.py" line="149"/>
        <location filename="../../ninetka_desktop/ui/analysis_panel.py" line="133"/>
        <source>Expected line</source>
        <translation>Oczekiwany ciąg</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/models/analysis_model.py" line="149"/>
        <source>Move</source>
        <translation>Ruch</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/models/analysis_model.py" line="149"/>
        <source>Value</source>
        <translation>Wartość</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/analysis_panel.py" line="97"/>
        <location filename="../../ninetka_desktop/ui/analysis_panel.py" line="99"/>
        <source>Analysis</source>
        <translation>Analiza</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/analysis_panel.py" line="124"/>
        <source>Moves ranked by the analysis</source>
        <translation>Ruchy uszeregowane przez analizę</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/analysis_panel.py" line="188"/>
        <source>No position to analyse.</source>
        <translation>Brak pozycji do analizy.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/analysis_panel.py" line="191"/>
        <source>The game is over.</source>
        <translation>Gra się skończyła.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/analysis_panel.py" line="193"/>
        <source>Analysing…</source>
        <translation>Analizuję…</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/analysis_panel.py" line="209"/>
        <source>The analysis stopped on an error. It starts again at the next move.</source>
        <translation>Analiza zatrzymała się z powodu błędu. Ruszy znowu przy następnym ruchu.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/analysis_panel.py" line="222"/>
        <source>Done.</source>
        <translation>Gotowe.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/analysis_panel.py" line="222"/>
        <source>Exact.</source>
        <translation>Dokładnie.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/analysis_panel.py" line="224"/>
        <source>Looking deeper…</source>
        <translation>Szukam głębiej…</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/analysis_panel.py" line="237"/>
        <source>Expected line after {move}: {line}</source>
        <translation>Oczekiwany ciąg po {move}: {line}</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/analysis_panel.py" line="206"/>
        <source>The analysis stopped: {reason}</source>
        <translation type="vanished">Analiza przerwana: {reason}</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/analysis_panel.py" line="194"/>
        <source>The computer does not know this game yet.</source>
        <translation type="vanished">Komputer jeszcze nie zna tej gry.</translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <location filename="../../ninetka_desktop/app.py" line="219"/>
        <source>Settings</source>
        <translation>Ustawienia</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/app.py" line="222"/>
        <source>Statistics</source>
        <translation>Statystyki</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/app.py" line="245"/>
        <source>Ninetka Desktop is already open in another window: this window&apos;s games are not autosaved (Game ▸ Save keeps them).</source>
        <translation>Ninetka Desktop jest już otwarty w innym oknie: gry w tym oknie nie są zapisywane samoczynnie (Gra ▸ Zapisz je zachowa).</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/app.py" line="250"/>
        <source>The autosave is off: its lock file could not be made ({reason}). This window&apos;s games are not autosaved (Game ▸ Save keeps them).</source>
        <translation>Zapis samoczynny jest wyłączony: nie udało się utworzyć jego pliku blokady ({reason}). Gry w tym oknie nie są zapisywane samoczynnie (Gra ▸ Zapisz je zachowa).</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/app.py" line="38"/>
        <source>You</source>
        <translation type="vanished">Ty</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/app.py" line="39"/>
        <source>Computer</source>
        <translation type="vanished">Komputer</translation>
    </message>
</context>
<context>
    <name>BoardScene</name>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/cell_words.py" line="26"/>
        <source>bottom-left</source>
        <translation>lewy dolny</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/cell_words.py" line="27"/>
        <source>bottom</source>
        <translation>dolny</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/cell_words.py" line="28"/>
        <source>bottom-right</source>
        <translation>prawy dolny</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/cell_words.py" line="29"/>
        <source>left</source>
        <translation>lewy</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/cell_words.py" line="30"/>
        <source>centre</source>
        <translation>środkowy</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/cell_words.py" line="31"/>
        <source>right</source>
        <translation>prawy</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/cell_words.py" line="32"/>
        <source>top-left</source>
        <translation>lewy górny</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/cell_words.py" line="33"/>
        <source>top</source>
        <translation>górny</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/cell_words.py" line="34"/>
        <source>top-right</source>
        <translation>prawy górny</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/cell_words.py" line="42"/>
        <source>empty</source>
        <translation>puste</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/cell_words.py" line="44"/>
        <source>neutral counter</source>
        <translation>pionek neutralny</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/cell_words.py" line="45"/>
        <source>{who} counter</source>
        <translation>pionek gracza {who}</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/cell_words.py" line="56"/>
        <source>edge slot</source>
        <translation>gniazdo na brzegu</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/cell_words.py" line="60"/>
        <source>{section} section ({name})</source>
        <translation>sektor {section} ({name})</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/cell_words.py" line="66"/>
        <source>blocked</source>
        <translation>zablokowany</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/cell_words.py" line="68"/>
        <source>slides in to {cell}</source>
        <translation>wjedzie na {cell}</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/cell_words.py" line="71"/>
        <source>the last move came from here</source>
        <translation>stąd wyszedł ostatni ruch</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/cell_words.py" line="73"/>
        <source>moved last</source>
        <translation>ostatni ruch</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/cell_words.py" line="75"/>
        <source>you can play here</source>
        <translation>możesz tu zagrać</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/cell_words.py" line="78"/>
        <source>section held by {who}</source>
        <translation>sektor należy do gracza {who}</translation>
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
        <translation>Zablokowany: ten pionek nigdy się nie ruszy</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/scene.py" line="124"/>
        <source>9tka board</source>
        <translation>Plansza 9tka</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/cell_words.py" line="57"/>
        <source>{section} section</source>
        <translation type="vanished">sektor {section}</translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <location filename="../../ninetka_desktop/ui/board/view.py" line="90"/>
        <source>Game board</source>
        <translation>Plansza</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/board/view.py" line="271"/>
        <source>Use the arrow keys to choose a cell and Enter to play there, or type a move by its name and press Enter.</source>
        <translation>Strzałkami wybierz pole, a klawiszem Enter zagraj na nim, albo wpisz nazwę ruchu i naciśnij Enter.</translation>
    </message>
</context>
<context>
    <name>CommentDialog</name>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/comment_dialog.py" line="37"/>
        <source>A comment is at most {limit} characters; this one has {count}.</source>
        <translation>Komentarz może mieć najwyżej {limit} znaków; ten ma {count}.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/comment_dialog.py" line="40"/>
        <source>A comment cannot hold a closing brace }.</source>
        <translation>Komentarz nie może zawierać nawiasu klamrowego zamykającego }.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/comment_dialog.py" line="41"/>
        <source>A comment cannot hold control characters or text-direction marks.</source>
        <translation>Komentarz nie może zawierać znaków sterujących ani znaczników kierunku tekstu.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/comment_dialog.py" line="59"/>
        <location filename="../../ninetka_desktop/ui/dialogs/comment_dialog.py" line="65"/>
        <source>Comment</source>
        <translation>Komentarz</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/comment_dialog.py" line="61"/>
        <source>Comment on the position {where}:</source>
        <translation>Komentarz do pozycji {where}:</translation>
    </message>
</context>
<context>
    <name>EvaluationGraph</name>
    <message>
        <location filename="../../ninetka_desktop/ui/evaluation_graph.py" line="50"/>
        <source>Evaluation graph</source>
        <translation>Wykres oceny</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/evaluation_graph.py" line="51"/>
        <source>What each position was worth to each player; click to see it</source>
        <translation>Ile każda pozycja była warta dla każdego gracza; kliknij, aby ją zobaczyć</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/evaluation_graph.py" line="69"/>
        <source>{known} of {count} positions analysed</source>
        <translation>przeanalizowano {known} z {count} pozycji</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <location filename="../../ninetka_desktop/controllers/morris/turns.py" line="131"/>
        <source>{player} closed a mill: click one of {opponent}&apos;s cows to shoot it.</source>
        <translation>{player} zamyka młynek: kliknij krowę gracza {opponent}, aby ją ustrzelić.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/controllers/morris/turns.py" line="133"/>
        <source>{player} closed a mill: click one of {opponent}&apos;s men to take it.</source>
        <translation>{player} zamyka młynek: kliknij pionek gracza {opponent}, aby go zbić.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/controllers/morris/turns.py" line="142"/>
        <source>{player}: put a man from your hand ({count} left) on an empty point, or pick up one of your men to move it.</source>
        <translation>{player}: postaw pionek z ręki (zostało: {count}) na wolnym punkcie albo podnieś jeden ze swoich pionków, aby go przesunąć.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/controllers/morris/turns.py" line="147"/>
        <source>{player}: put a cow on an empty point ({count} in hand).</source>
        <translation>{player}: postaw krowę na wolnym punkcie (w ręce: {count}).</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/controllers/morris/turns.py" line="149"/>
        <source>{player}: put a man on an empty point ({count} in hand).</source>
        <translation>{player}: postaw pionek na wolnym punkcie (w ręce: {count}).</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/controllers/morris/turns.py" line="154"/>
        <source>{player} has three cows left and may fly: pick one up.</source>
        <translation>{player} ma już tylko trzy krowy i może skakać: podnieś jedną z nich.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/controllers/morris/turns.py" line="156"/>
        <source>{player} has three men left and may fly: pick one up.</source>
        <translation>{player} ma już tylko trzy pionki i może skakać: podnieś jeden z nich.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/controllers/morris/turns.py" line="160"/>
        <source>{player}: pick up one of your cows that can move.</source>
        <translation>{player}: podnieś jedną ze swoich krów, która może się ruszyć.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/controllers/morris/turns.py" line="162"/>
        <source>{player}: pick up one of your men that can move.</source>
        <translation>{player}: podnieś jeden ze swoich pionków, który może się ruszyć.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/controllers/morris/turns.py" line="172"/>
        <source>{player}: fly the cow from {point} to any empty point.</source>
        <translation>{player}: przeskocz krową z {point} na dowolny wolny punkt.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/controllers/morris/turns.py" line="174"/>
        <source>{player}: fly the man from {point} to any empty point.</source>
        <translation>{player}: przeskocz pionkiem z {point} na dowolny wolny punkt.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/controllers/morris/turns.py" line="177"/>
        <source>{player}: move the man from {point} to any empty point.</source>
        <translation>{player}: przesuń pionek z {point} na dowolny wolny punkt.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/controllers/morris/turns.py" line="179"/>
        <source>{player}: move the cow from {point} to a neighbouring empty point.</source>
        <translation>{player}: przesuń krowę z {point} na sąsiedni wolny punkt.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/controllers/morris/turns.py" line="181"/>
        <source>{player}: move the man from {point} to a neighbouring empty point.</source>
        <translation>{player}: przesuń pionek z {point} na sąsiedni wolny punkt.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/controllers/morris/turns.py" line="190"/>
        <source>{player} closed a mill and shot the cow on {point}.</source>
        <translation>{player} zamyka młynek i strzela do krowy na {point}.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/controllers/morris/turns.py" line="192"/>
        <source>{player} closed a mill and took the man on {point}.</source>
        <translation>{player} zamyka młynek i zbija pionek z {point}.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/controllers/morris/turns.py" line="208"/>
        <source>Game over: {player} wins, {loser} cannot move.</source>
        <translation>Koniec gry: {player} wygrywa, {loser} nie może wykonać ruchu.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/controllers/morris/turns.py" line="210"/>
        <source>Game over: {player} wins with a mill.</source>
        <translation>Koniec gry: {player} wygrywa młynkiem.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/controllers/morris/turns.py" line="212"/>
        <source>Game over: {player} wins, {loser} is down to two cows.</source>
        <translation>Koniec gry: {player} wygrywa, {loser} ma już tylko dwie krowy.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/controllers/morris/turns.py" line="214"/>
        <source>Game over: {player} wins, {loser} is down to two men.</source>
        <translation>Koniec gry: {player} wygrywa, {loser} ma już tylko dwa pionki.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/controllers/morris/turns.py" line="220"/>
        <source>Game over: a draw, the same position came up for the third time.</source>
        <translation>Koniec gry: remis, ta sama pozycja powtórzyła się po raz trzeci.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/controllers/morris/turns.py" line="222"/>
        <source>Game over: a draw, the board is full after placing.</source>
        <translation>Koniec gry: remis, po rozstawieniu plansza jest pełna.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ninetka_desktop/controllers/morris/turns.py" line="226"/>
        <source>Game over: a draw, %n moves were played without a shot.</source>
        <translation>
            <numerusform>Koniec gry: remis, rozegrano %n ruch bez strzału.</numerusform>
            <numerusform>Koniec gry: remis, rozegrano %n ruchy bez strzału.</numerusform>
            <numerusform>Koniec gry: remis, rozegrano %n ruchów bez strzału.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ninetka_desktop/controllers/morris/turns.py" line="233"/>
        <source>Game over: a draw, %n moves were played without a removal.</source>
        <translation>
            <numerusform>Koniec gry: remis, rozegrano %n ruch bez zbicia.</numerusform>
            <numerusform>Koniec gry: remis, rozegrano %n ruchy bez zbicia.</numerusform>
            <numerusform>Koniec gry: remis, rozegrano %n ruchów bez zbicia.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/controllers/ninetka/turns.py" line="60"/>
        <source>{player} cannot move and must pass.</source>
        <translation>{player} nie może wykonać ruchu i musi spasować.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/controllers/ninetka/turns.py" line="76"/>
        <source>{player}: put a neutral counter on an empty core cell of a section that has none yet.</source>
        <translation>{player}: postaw pionek neutralny na wolnym polu rdzenia w sektorze, który jeszcze go nie ma.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/controllers/ninetka/turns.py" line="79"/>
        <source>{player}: put one of your counters on an empty edge slot.</source>
        <translation>{player}: postaw jeden ze swoich pionków w wolnym gnieździe na brzegu.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/controllers/ninetka/turns.py" line="83"/>
        <source>{player}: click one of your waiting counters to slide it in.</source>
        <translation>{player}: kliknij jeden ze swoich czekających pionków, aby go wsunąć.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ninetka_desktop/controllers/ninetka/turns.py" line="94"/>
        <source>Game over: {player} wins with %n sections.</source>
        <translation>
            <numerusform>Koniec gry: {player} wygrywa, zdobywając %n sektor.</numerusform>
            <numerusform>Koniec gry: {player} wygrywa, zdobywając %n sektory.</numerusform>
            <numerusform>Koniec gry: {player} wygrywa, zdobywając %n sektorów.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/controllers/turn_controller.py" line="290"/>
        <source>{player} is to move.</source>
        <translation>Teraz gra {player}.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/controllers/turn_controller.py" line="324"/>
        <source>{player} is thinking…</source>
        <translation>{player} myśli…</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/controllers/turn_controller.py" line="436"/>
        <source>It is not a human player&apos;s turn.</source>
        <translation>Teraz nie jest kolej gracza-człowieka.</translation>
    </message>
</context>
<context>
    <name>GameOverDialog</name>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/game_over.py" line="45"/>
        <source>1st</source>
        <translation>1.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/game_over.py" line="46"/>
        <source>2nd</source>
        <translation>2.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/game_over.py" line="47"/>
        <source>3rd</source>
        <translation>3.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/game_over.py" line="48"/>
        <source>4th</source>
        <translation>4.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/game_over.py" line="58"/>
        <source>{first} and {last}</source>
        <translation>{first} i {last}</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/game_over.py" line="71"/>
        <source>1 point</source>
        <translation>1 punkt</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ninetka_desktop/ui/dialogs/game_over.py" line="73"/>
        <source>%n points</source>
        <translation>
            <numerusform>%n punkt</numerusform>
            <numerusform>%n punkty</numerusform>
            <numerusform>%n punktów</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/game_over.py" line="112"/>
        <source>Game Over</source>
        <translation>Koniec gry</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/game_over.py" line="119"/>
        <source>The game is drawn.</source>
        <translation>Gra zakończyła się remisem.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/game_over.py" line="121"/>
        <source>{name} wins!</source>
        <translation>{name} wygrywa!</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/game_over.py" line="146"/>
        <source>&amp;Next game</source>
        <translation>&amp;Następna partia</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/game_over.py" line="148"/>
        <source>&amp;Play again</source>
        <translation>&amp;Zagraj ponownie</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/game_over.py" line="149"/>
        <source>&amp;New game…</source>
        <translation>N&amp;owa gra…</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/game_over.py" line="150"/>
        <source>&amp;Close</source>
        <translation>Za&amp;mknij</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/game_over.py" line="168"/>
        <source>{name} ({colour})</source>
        <translation>{name} ({colour})</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/game_over.py" line="212"/>
        <source>{names} both scored {score}; {winner} wins as the later seat.</source>
        <translation>{names} mają po {score}; wygrywa {winner} jako gracz później w kolejności.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/game_over.py" line="216"/>
        <source>{names} all scored {score}; {winner} wins as the latest seat.</source>
        <translation>{names} mają po {score}; wygrywa {winner} jako gracz najpóźniej w kolejności.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/game_over.py" line="229"/>
        <source>Every point was taken when the last man was placed.</source>
        <translation>Gdy postawiono ostatni pionek, wszystkie punkty były zajęte.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/game_over.py" line="241"/>
        <source>The same position came up for the third time with the same player to move (threefold repetition).</source>
        <translation>Ta sama pozycja powtórzyła się po raz trzeci przy tym samym graczu na ruchu (trzykrotne powtórzenie).</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ninetka_desktop/ui/dialogs/game_over.py" line="248"/>
        <source>%n moves in a row were played without a man being removed.</source>
        <translation>
            <numerusform>Rozegrano %n ruch z rzędu bez zbicia pionka.</numerusform>
            <numerusform>Rozegrano %n ruchy z rzędu bez zbicia pionka.</numerusform>
            <numerusform>Rozegrano %n ruchów z rzędu bez zbicia pionka.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/game_over.py" line="257"/>
        <source>{loser} cannot move: every one of their men is blocked.</source>
        <translation>{loser} nie może wykonać ruchu: wszystkie jego pionki są zablokowane.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/game_over.py" line="261"/>
        <source>{winner} completed a mill and wins the game.</source>
        <translation>{winner} układa młynek i wygrywa partię.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/game_over.py" line="263"/>
        <source>{loser} is down to two cows and can no longer form a mill.</source>
        <translation>{loser} ma już tylko dwie krowy i nie ułoży młynka.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/game_over.py" line="267"/>
        <source>{loser} is down to two men and can no longer form a mill.</source>
        <translation>{loser} ma już tylko dwa pionki i nie ułoży młynka.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/game_over.py" line="280"/>
        <location filename="../../ninetka_desktop/ui/dialogs/game_over.py" line="321"/>
        <location filename="../../ninetka_desktop/ui/dialogs/game_over.py" line="359"/>
        <source>Player</source>
        <translation>Gracz</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/game_over.py" line="281"/>
        <source>Cows on the board</source>
        <translation>Krowy na planszy</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/game_over.py" line="283"/>
        <source>Men on the board</source>
        <translation>Na planszy</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/game_over.py" line="284"/>
        <source>Cows shot</source>
        <translation>Ustrzelone krowy</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/game_over.py" line="286"/>
        <source>Men taken</source>
        <translation>Zbite</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/game_over.py" line="303"/>
        <source>Opponent&apos;s men this player removed</source>
        <translation>Pionki przeciwnika zbite przez tego gracza</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/game_over.py" line="319"/>
        <source>Place</source>
        <translation>Miejsce</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/game_over.py" line="322"/>
        <source>Score</source>
        <translation>Wynik</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/game_over.py" line="323"/>
        <source>Sections won</source>
        <translation>Zdobyte sektory</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/game_over.py" line="338"/>
        <source>none</source>
        <translation>brak</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/game_over.py" line="347"/>
        <source>Tournament: game {n} of {total}</source>
        <translation>Turniej: partia {n} z {total}</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/game_over.py" line="360"/>
        <source>Total</source>
        <translation>Suma</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/game_over.py" line="361"/>
        <source>Games won</source>
        <translation>Wygrane partie</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/game_over.py" line="391"/>
        <source>The tournament is drawn: {names} have {points} each.</source>
        <translation>Turniej kończy się remisem: {names} mają po {points}.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/game_over.py" line="395"/>
        <source>{names} wins the tournament with {points}.</source>
        <translation>Turniej wygrywa {names} z wynikiem {points}.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/game_over.py" line="397"/>
        <source>{names} are level with {points} each.</source>
        <translation>{names} idą łeb w łeb, po {points}.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/game_over.py" line="399"/>
        <source>{names} leads with {points}.</source>
        <translation>Prowadzi {names} z wynikiem {points}.</translation>
    </message>
</context>
<context>
    <name>GameReview</name>
    <message>
        <location filename="../../ninetka_desktop/ui/game_review.py" line="99"/>
        <source>Re&amp;view the Game</source>
        <translation>Przeanali&amp;zuj partię</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/game_review.py" line="205"/>
        <source>Reviewing… {done} of {count} moves</source>
        <translation>Analizuję… {done} z {count} ruchów</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/game_review.py" line="216"/>
        <source>The review of the game is complete.</source>
        <translation>Przegląd partii jest gotowy.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/game_review.py" line="246"/>
        <source>Before move {number}: the better move is {move}. It and the line the analysis expects after it are kept as a variation.</source>
        <translation>Przed ruchem {number}: lepszy ruch to {move}. Ten ruch i linia, której analiza spodziewa się po nim, zostają zachowane jako wariant.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/game_review.py" line="263"/>
        <source>Better: {move}</source>
        <translation>Lepiej: {move}</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/game_review.py" line="267"/>
        <source>{player}: {blunders} ??, {mistakes} ?, {inaccuracies} ?! in {moves} moves</source>
        <translation>{player}: {blunders} ??, {mistakes} ?, {inaccuracies} ?! w {moves} ruchach</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/game_review.py" line="182"/>
        <source>Before move {number}: the better move is {move}.</source>
        <translation type="vanished">Przed ruchem {number}: lepszy ruch to {move}.</translation>
    </message>
</context>
<context>
    <name>Levels</name>
    <message>
        <location filename="../../ninetka_desktop/i18n.py" line="79"/>
        <source>Beginner</source>
        <translation>Początkujący</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/i18n.py" line="80"/>
        <source>Casual</source>
        <translation>Amator</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/i18n.py" line="81"/>
        <source>Intermediate</source>
        <translation>Średniozaawansowany</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/i18n.py" line="82"/>
        <source>Advanced</source>
        <translation>Zaawansowany</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/i18n.py" line="83"/>
        <source>Expert</source>
        <translation>Ekspert</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/i18n.py" line="84"/>
        <source>Master</source>
        <translation>Mistrz</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../ninetka_desktop/controllers/turn_controller.py" line="62"/>
        <source>Click the same place again to play there.</source>
        <translation>Kliknij to samo miejsce jeszcze raz, aby tam zagrać.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/edit_menu.py" line="84"/>
        <source>&amp;Copy Moves</source>
        <translation>&amp;Kopiuj ruchy</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/edit_menu.py" line="87"/>
        <source>&amp;Paste Game</source>
        <translation>&amp;Wklej grę</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/edit_menu.py" line="90"/>
        <source>Copy P&amp;osition</source>
        <translation>Kopiuj &amp;pozycję</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/edit_menu.py" line="93"/>
        <source>Paste Po&amp;sition</source>
        <translation>Wklej p&amp;ozycję</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/edit_menu.py" line="96"/>
        <source>&amp;Edit</source>
        <translation>&amp;Edycja</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/edit_menu.py" line="106"/>
        <source>The moves are on the clipboard.</source>
        <translation>Ruchy są w schowku.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/edit_menu.py" line="115"/>
        <location filename="../../ninetka_desktop/ui/edit_menu.py" line="121"/>
        <source>Paste Game</source>
        <translation>Wklej grę</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/edit_menu.py" line="116"/>
        <source>The clipboard holds no game that can be opened: {error}</source>
        <translation>W schowku nie ma gry, którą można otworzyć: {error}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ninetka_desktop/ui/edit_menu.py" line="127"/>
        <source>Pasted a game of %n moves.</source>
        <translation>
            <numerusform>Wklejono grę z %n ruchem.</numerusform>
            <numerusform>Wklejono grę z %n ruchami.</numerusform>
            <numerusform>Wklejono grę z %n ruchami.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/edit_menu.py" line="138"/>
        <source>This position has no position string: {error}</source>
        <translation>Ta pozycja nie ma zapisu pozycji: {error}</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/edit_menu.py" line="143"/>
        <source>The position is on the clipboard: {text}</source>
        <translation>Pozycja jest w schowku: {text}</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/edit_menu.py" line="159"/>
        <location filename="../../ninetka_desktop/ui/edit_menu.py" line="165"/>
        <source>Paste Position</source>
        <translation>Wklej pozycję</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/edit_menu.py" line="160"/>
        <source>The clipboard holds no position that can be played: {error}</source>
        <translation>W schowku nie ma pozycji, od której można grać: {error}</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/edit_menu.py" line="169"/>
        <source>Pasted a position; the game goes on from it. Games from a set-up position are not counted in the statistics.</source>
        <translation>Wklejono pozycję; gra toczy się od niej. Gry od ustawionej pozycji nie liczą się do statystyk.</translation>
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
        <translation>Witaj w programie Ninetka Desktop.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/main_window.py" line="231"/>
        <source>&amp;New Game…</source>
        <translation>&amp;Nowa gra…</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/main_window.py" line="235"/>
        <source>&amp;Open…</source>
        <translation>&amp;Otwórz…</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/main_window.py" line="236"/>
        <source>&amp;Save</source>
        <translation>&amp;Zapisz</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/main_window.py" line="237"/>
        <source>Save &amp;As…</source>
        <translation>Zapisz &amp;jako…</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/main_window.py" line="238"/>
        <source>&amp;Export Moves as Text…</source>
        <translation>&amp;Eksportuj ruchy do pliku tekstowego…</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/main_window.py" line="239"/>
        <source>Export as P&amp;GN…</source>
        <translation>Eksportuj j&amp;ako PGN…</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/main_window.py" line="240"/>
        <source>Stat&amp;istics…</source>
        <translation>Stat&amp;ystyki…</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/main_window.py" line="248"/>
        <source>Se&amp;ttings…</source>
        <translation>&amp;Ustawienia…</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/main_window.py" line="249"/>
        <source>&amp;Quit</source>
        <translation>Za&amp;kończ</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/main_window.py" line="250"/>
        <source>&amp;Undo</source>
        <translation>&amp;Cofnij</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/main_window.py" line="251"/>
        <source>&amp;Redo</source>
        <translation>&amp;Ponów</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/main_window.py" line="253"/>
        <source>&amp;Hint</source>
        <translation>Po&amp;dpowiedź</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/main_window.py" line="254"/>
        <source>&amp;Cancel Move in Progress</source>
        <translation>&amp;Anuluj rozpoczęty ruch</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/main_window.py" line="257"/>
        <source>&amp;Rules of 9tka</source>
        <translation>&amp;Zasady gry 9tka</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/main_window.py" line="260"/>
        <source>Rules of the &amp;Morris Games</source>
        <translation>Zasady gry &amp;Młynek</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/main_window.py" line="262"/>
        <source>&amp;About Ninetka Desktop</source>
        <translation>&amp;O programie Ninetka Desktop</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/main_window.py" line="264"/>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Skróty klawiszowe</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/main_window.py" line="266"/>
        <source>&amp;Game</source>
        <translation>&amp;Gra</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/main_window.py" line="306"/>
        <source>&amp;Move</source>
        <translation>&amp;Ruch</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/main_window.py" line="324"/>
        <source>&amp;Help</source>
        <translation>Pomo&amp;c</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/main_window.py" line="417"/>
        <source>New to 9tka? Help ▸ Rules of 9tka ({key}) explains the game.</source>
        <translation>Pierwszy raz grasz w 9tkę? Pomoc ▸ Zasady gry 9tka ({key}) wyjaśniają grę.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/main_window.py" line="441"/>
        <source>Move: {move} (Enter plays it, Escape forgets it)</source>
        <translation>Ruch: {move} (Enter go wykonuje, Escape go porzuca)</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/main_window.py" line="450"/>
        <source>{move} was not played: {reason}</source>
        <translation>Nie wykonano ruchu {move}: {reason}</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/main_window.py" line="457"/>
        <source>The computer player stopped responding and was restarted.</source>
        <translation>Gracz komputerowy przestał odpowiadać i został uruchomiony ponownie.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/main_window.py" line="541"/>
        <source>Move {number} starts a variation; the game&apos;s moves after it are kept. The computer does not move in a variation, and the statistics do not count it.</source>
        <translation>Ruch {number} zaczyna wariant; ruchy gry po nim zostają. W wariancie komputer nie gra, a statystyki go nie liczą.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/main_window.py" line="549"/>
        <source>The game goes on from move {number}; the moves taken back are kept as a variation.</source>
        <translation>Gra toczy się dalej od ruchu {number}; cofnięte ruchy zostają jako wariant.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/main_window.py" line="576"/>
        <source>Study (a variation): the computer waits; not counted.</source>
        <translation>Studium (wariant): komputer czeka; nie liczy się.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/main_window.py" line="578"/>
        <source>Study: you play every side; not counted.</source>
        <translation>Studium: grasz za wszystkie strony; nie liczy się.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/main_window.py" line="583"/>
        <source>Taken back to the start: play on, and the moves taken back stay as a variation.</source>
        <translation>Cofnięto do początku: graj dalej, a cofnięte ruchy zostaną jako wariant.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/main_window.py" line="585"/>
        <source>Taken back to move {number}: play on, and the moves taken back stay as a variation.</source>
        <translation>Cofnięto do ruchu {number}: graj dalej, a cofnięte ruchy zostaną jako wariant.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/main_window.py" line="588"/>
        <source>The start of the game: a move here starts a variation.</source>
        <translation>Początek gry: ruch tutaj zaczyna wariant.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/main_window.py" line="589"/>
        <source>Move {number} of the game: a move here starts a variation.</source>
        <translation>Ruch {number} gry: ruch tutaj zaczyna wariant.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/main_window.py" line="635"/>
        <source>The settings could not be saved: {error}</source>
        <translation>Nie udało się zapisać ustawień: {error}</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/recent_menu.py" line="48"/>
        <source>Open &amp;Recent</source>
        <translation>Ostatnie &amp;gry</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ninetka_desktop/ui/recent_menu.py" line="70"/>
        <source>%n recent games are no longer there and left the list.</source>
        <translation>
            <numerusform>%n ostatnia gra już nie istnieje i zniknęła z listy.</numerusform>
            <numerusform>%n ostatnie gry już nie istnieją i zniknęły z listy.</numerusform>
            <numerusform>%n ostatnich gier już nie istnieje i zniknęło z listy.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/recent_menu.py" line="88"/>
        <source>&amp;Clear the List</source>
        <translation>&amp;Wyczyść listę</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/view_menu.py" line="50"/>
        <source>&amp;Full Screen</source>
        <translation>&amp;Pełny ekran</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/view_menu.py" line="57"/>
        <source>Show &amp;Coordinates</source>
        <translation>Pokaż &amp;współrzędne</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/view_menu.py" line="60"/>
        <source>Show &amp;Legal Moves</source>
        <translation>Pokaż &amp;dozwolone ruchy</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/view_menu.py" line="63"/>
        <source>Show Last &amp;Move</source>
        <translation>Pokaż &amp;ostatni ruch</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/view_menu.py" line="66"/>
        <source>Show &amp;Side Panel</source>
        <translation>Pokaż panel &amp;boczny</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/view_menu.py" line="68"/>
        <source>&amp;View</source>
        <translation>&amp;Widok</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/view_menu.py" line="76"/>
        <source>&amp;Analysis</source>
        <translation>&amp;Analiza</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/window_files.py" line="57"/>
        <source>Game records (*.ninetka *.json);;All files (*)</source>
        <translation>Zapisy gier (*.ninetka *.json);;Wszystkie pliki (*)</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/window_files.py" line="60"/>
        <source>Games (*.ninetka *.pgn *.json);;Game records (*.ninetka *.json);;PGN games (*.pgn);;All files (*)</source>
        <translation>Partie (*.ninetka *.pgn *.json);;Zapisy gier (*.ninetka *.json);;Partie PGN (*.pgn);;Wszystkie pliki (*)</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/window_files.py" line="66"/>
        <source>PGN games (*.pgn);;All files (*)</source>
        <translation>Partie PGN (*.pgn);;Wszystkie pliki (*)</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/window_files.py" line="164"/>
        <location filename="../../ninetka_desktop/ui/window_files.py" line="172"/>
        <location filename="../../ninetka_desktop/ui/window_files.py" line="179"/>
        <location filename="../../ninetka_desktop/ui/window_files.py" line="264"/>
        <location filename="../../ninetka_desktop/ui/window_files.py" line="305"/>
        <location filename="../../ninetka_desktop/ui/window_files.py" line="311"/>
        <source>Saved game</source>
        <translation>Zapisana gra</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/window_files.py" line="176"/>
        <source>Resume game</source>
        <translation>Wznów grę</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/window_files.py" line="190"/>
        <location filename="../../ninetka_desktop/ui/window_files.py" line="198"/>
        <location filename="../../ninetka_desktop/ui/window_files.py" line="274"/>
        <source>Open Game</source>
        <translation>Otwórz grę</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/window_files.py" line="225"/>
        <source>Leave the game in progress? It is kept in a file of its own, which Game ▸ Open plays later.</source>
        <translation>Porzucić rozgrywaną grę? Zostanie zachowana w osobnym pliku; Gra ▸ Otwórz pozwoli ją dokończyć później.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/window_files.py" line="235"/>
        <source>The game in progress could not be kept: {error}</source>
        <translation>Nie udało się zachować rozgrywanej gry: {error}</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/window_files.py" line="275"/>
        <source>{file} could not be opened: {error}</source>
        <translation>Nie udało się otworzyć pliku {file}: {error}</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/window_files.py" line="290"/>
        <source>Opened {file}</source>
        <translation>Otwarto plik {file}</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/window_files.py" line="328"/>
        <location filename="../../ninetka_desktop/ui/window_files.py" line="431"/>
        <source>Save Game</source>
        <translation>Zapisz grę</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/window_files.py" line="344"/>
        <source>Export Moves</source>
        <translation>Eksportuj ruchy</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/window_files.py" line="344"/>
        <source>Text files (*.txt);;All files (*)</source>
        <translation>Pliki tekstowe (*.txt);;Wszystkie pliki (*)</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/window_files.py" line="357"/>
        <location filename="../../ninetka_desktop/ui/window_files.py" line="367"/>
        <source>Export as PGN</source>
        <translation>Eksportuj jako PGN</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/window_files.py" line="368"/>
        <source>The game cannot be written as PGN: {error}</source>
        <translation>Tej partii nie można zapisać jako PGN: {error}</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/window_files.py" line="419"/>
        <source>The game could not be autosaved: {error}</source>
        <translation>Nie udało się automatycznie zapisać gry: {error}</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/window_files.py" line="432"/>
        <source>{file} could not be written: {error}</source>
        <translation>Nie udało się zapisać pliku {file}: {error}</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/window_files.py" line="437"/>
        <source>Saved {file}</source>
        <translation>Zapisano plik {file}</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/window_files.py" line="448"/>
        <source>that is not a regular file but a folder, a pipe or a device</source>
        <translation>to nie jest zwykły plik, tylko folder, potok albo urządzenie</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/window_files.py" line="455"/>
        <source>The unfinished game was kept as {file}. Game ▸ Open plays it later.</source>
        <translation>Niedokończona gra została zachowana jako {file}. Gra ▸ Otwórz pozwoli ją dokończyć później.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ninetka_desktop/ui/window_files.py" line="472"/>
        <source>A tournament was not finished last time (%n games played). Resume it?</source>
        <translation>
            <numerusform>Ostatni turniej nie został dokończony (rozegrano %n grę). Wznowić go?</numerusform>
            <numerusform>Ostatni turniej nie został dokończony (rozegrano %n gry). Wznowić go?</numerusform>
            <numerusform>Ostatni turniej nie został dokończony (rozegrano %n gier). Wznowić go?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ninetka_desktop/ui/window_files.py" line="479"/>
        <source>A game was not finished last time (%n moves played). Resume it?</source>
        <translation>
            <numerusform>Ostatnia gra nie została dokończona (rozegrano %n ruch). Wznowić ją?</numerusform>
            <numerusform>Ostatnia gra nie została dokończona (rozegrano %n ruchy). Wznowić ją?</numerusform>
            <numerusform>Ostatnia gra nie została dokończona (rozegrano %n ruchów). Wznowić ją?</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/window_title.py" line="29"/>
        <source>{game} — {app}</source>
        <translation>{game} – {app}</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/main_window.py" line="205"/>
        <source>Export as &amp;PGN…</source>
        <translation type="vanished">Eksportuj jako &amp;PGN…</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/main_window.py" line="353"/>
        <location filename="../../ninetka_desktop/ui/main_window.py" line="369"/>
        <source>Go back to the game to play a move.</source>
        <translation type="vanished">Wróć do partii, aby wykonać ruch.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/main_window.py" line="447"/>
        <source>Showing the board at the start of the game (read-only).</source>
        <translation type="vanished">Plansza na początku partii (tylko do odczytu).</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/main_window.py" line="449"/>
        <source>Showing the board after move {number} (read-only).</source>
        <translation type="vanished">Plansza po ruchu {number} (tylko do podglądu).</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/main_window.py" line="203"/>
        <source>Rules of &amp;Nine Men&apos;s Morris</source>
        <translation type="vanished">Zasady gry &amp;Młynek</translation>
    </message>
</context>
<context>
    <name>MorrisScene</name>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/scene.py" line="181"/>
        <source>{point}, empty</source>
        <translation>{point}, pusty</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/scene.py" line="183"/>
        <source>, the last move came from here</source>
        <translation>, stąd wyszedł ostatni ruch</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/scene.py" line="186"/>
        <source>, a cow was shot here in the last move</source>
        <translation>, w ostatnim ruchu ustrzelono tu krowę</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/scene.py" line="188"/>
        <source>, a man was taken here in the last move</source>
        <translation>, w ostatnim ruchu zbito tu pionek</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/scene.py" line="191"/>
        <source>, you can play here</source>
        <translation>, możesz tu zagrać</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/scene.py" line="195"/>
        <source>, picked up</source>
        <translation>, podniesiony</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/scene.py" line="197"/>
        <source>, can be picked up</source>
        <translation>, można go podnieść</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/scene.py" line="199"/>
        <source>, in a mill</source>
        <translation>, w młynku</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/scene.py" line="201"/>
        <source>, can be shot</source>
        <translation>, można ją ustrzelić</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/scene.py" line="201"/>
        <source>, can be taken</source>
        <translation>, można go zbić</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/scene.py" line="203"/>
        <source>, moved last</source>
        <translation>, ruszany ostatnio</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/words.py" line="58"/>
        <source>Nine Men&apos;s Morris board</source>
        <translation>Plansza do Młynka</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/words.py" line="60"/>
        <source>{game} board</source>
        <translation>Plansza do gry {game}</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/words.py" line="67"/>
        <source>{point}, White cow</source>
        <translation>{point}, biała krowa</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/words.py" line="69"/>
        <source>{point}, Black cow</source>
        <translation>{point}, czarna krowa</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/words.py" line="72"/>
        <source>{point}, White man</source>
        <translation>{point}, biały pionek</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/words.py" line="74"/>
        <source>{point}, Black man</source>
        <translation>{point}, czarny pionek</translation>
    </message>
</context>
<context>
    <name>MorrisVariants</name>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/words.py" line="20"/>
        <source>Three Men&apos;s Morris</source>
        <translation>Młynek trzech</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/words.py" line="21"/>
        <source>Six Men&apos;s Morris</source>
        <translation>Młynek sześciu</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/words.py" line="22"/>
        <source>Nine Men&apos;s Morris</source>
        <translation>Młynek</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/words.py" line="23"/>
        <source>Twelve Men&apos;s Morris</source>
        <translation>Młynek dwunastu</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/words.py" line="24"/>
        <source>Morabaraba</source>
        <translation>Morabaraba</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/words.py" line="25"/>
        <source>Lasker Morris</source>
        <translation>Młynek Laskera</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/words.py" line="33"/>
        <source>3 men each on a 3×3 grid; the first mill wins the game.</source>
        <translation>Po 3 pionki na siatce 3×3; pierwszy młynek wygrywa partię.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/words.py" line="36"/>
        <source>6 men each on two squares; men step along the lines, no flying.</source>
        <translation>Po 6 pionków na dwóch kwadratach; pionki chodzą po liniach, bez skoków.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/words.py" line="39"/>
        <source>The classic: 9 men each on three squares; a mill takes a man.</source>
        <translation>Klasyka: po 9 pionków na trzech kwadratach; młynek zbija pionek.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/words.py" line="42"/>
        <source>12 men each; the diagonals join the corners and make mills too.</source>
        <translation>Po 12 pionków; przekątne łączą narożniki i też tworzą młynki.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/words.py" line="45"/>
        <source>South Africa&apos;s game: 12 cows each on the board with diagonals.</source>
        <translation>Gra z Afryki Południowej: po 12 krów na planszy z przekątnymi.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/words.py" line="48"/>
        <source>10 men each; every turn you either place a man or move one.</source>
        <translation>Po 10 pionków; co ruch stawiasz nowy pionek albo przesuwasz któryś z planszy.</translation>
    </message>
</context>
<context>
    <name>MoveHistoryModel</name>
    <message>
        <location filename="../../ninetka_desktop/models/move_tree_model.py" line="267"/>
        <source>#</source>
        <translation>Nr</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/models/move_tree_model.py" line="268"/>
        <source>Player</source>
        <translation>Gracz</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/models/move_tree_model.py" line="269"/>
        <source>Move</source>
        <translation>Ruch</translation>
    </message>
</context>
<context>
    <name>MoveTree</name>
    <message>
        <location filename="../../ninetka_desktop/ui/move_tree_actions.py" line="33"/>
        <source>&amp;Show This Position</source>
        <translation>&amp;Pokaż tę pozycję</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/move_tree_actions.py" line="35"/>
        <source>&amp;Promote Variation</source>
        <translation>Podnieś wa&amp;riant</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/move_tree_actions.py" line="37"/>
        <source>Make &amp;Main Line</source>
        <translation>Uczyń linią &amp;główną</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/move_tree_actions.py" line="39"/>
        <source>&amp;Delete Variation…</source>
        <translation>&amp;Usuń wariant…</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/move_tree_actions.py" line="41"/>
        <source>Comme&amp;nt…</source>
        <translation>K&amp;omentarz…</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/move_tree_actions.py" line="43"/>
        <source>&amp;Back to the Game</source>
        <translation>&amp;Wróć do gry</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ninetka_desktop/ui/move_tree_actions.py" line="91"/>
        <source>Delete the variation that starts with {move} (%n moves)?</source>
        <translation>
            <numerusform>Usunąć wariant, który zaczyna się od: {move} (%n ruch)?</numerusform>
            <numerusform>Usunąć wariant, który zaczyna się od: {move} (%n ruchy)?</numerusform>
            <numerusform>Usunąć wariant, który zaczyna się od: {move} (%n ruchów)?</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/move_tree_actions.py" line="94"/>
        <source>Delete Variation</source>
        <translation>Usuń wariant</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/move_tree_actions.py" line="101"/>
        <source>at the start</source>
        <translation>na początku</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/move_tree_actions.py" line="104"/>
        <source>after {move}</source>
        <translation>po: {move}</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/move_tree_actions.py" line="115"/>
        <source>move {number}, {player} {move}</source>
        <translation>ruch {number}, {player} {move}</translation>
    </message>
</context>
<context>
    <name>MoveTreeModel</name>
    <message>
        <location filename="../../ninetka_desktop/models/move_tree_model.py" line="258"/>
        <source>variation</source>
        <translation>wariant</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/models/move_tree_model.py" line="260"/>
        <source>comment: {text}</source>
        <translation>komentarz: {text}</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/new_game.py" line="48"/>
        <location filename="../../ninetka_desktop/ui/dialogs/new_game.py" line="125"/>
        <location filename="../../ninetka_desktop/ui/main_window.py" line="405"/>
        <source>New Game</source>
        <translation>Nowa gra</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/new_game.py" line="56"/>
        <source>&amp;Game:</source>
        <translation>&amp;Gra:</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/new_game.py" line="74"/>
        <source>&amp;Start</source>
        <translation>&amp;Rozpocznij</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/seat_rows.py" line="51"/>
        <source>Name of the {colour} player</source>
        <translation>Imię gracza: {colour}</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/seat_rows.py" line="55"/>
        <source>Human</source>
        <translation>Człowiek</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/seat_rows.py" line="56"/>
        <source>Computer</source>
        <translation>Komputer</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/seat_rows.py" line="58"/>
        <source>{colour} is played by</source>
        <translation>Kto gra: {colour}</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/seat_rows.py" line="64"/>
        <source>Computer level of {colour}</source>
        <translation>Poziom komputera: {colour}</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/seat_rows.py" line="87"/>
        <source>The name of the {colour} player holds a line break, a control character or a text-direction mark. Please type it again.</source>
        <translation>Imię gracza {colour} zawiera złamanie wiersza, znak sterujący albo znak kierunku tekstu. Wpisz je ponownie.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/kind.py" line="78"/>
        <source>Morris games</source>
        <translation>Młynek</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/setup_panel.py" line="67"/>
        <source>&amp;Flying: a player with three men may move to any empty point</source>
        <translation>&amp;Skoki: gracz z trzema pionkami może przestawić pionek na dowolny wolny punkt</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/setup_panel.py" line="70"/>
        <source>&amp;Diagonals: the two diagonals are lines too</source>
        <translation>Prze&amp;kątne: obie przekątne też są liniami</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/setup_panel.py" line="71"/>
        <source>&amp;Nine holes: a man moves to any empty point</source>
        <translation>&amp;Dziewięć dołków: pionek idzie na dowolny wolny punkt</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/setup_panel.py" line="72"/>
        <source>White&apos;s first man may go on the &amp;centre point b2</source>
        <translation>Pierwszy pionek Białego może stanąć na środkowym punkcie &amp;b2</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/setup_panel.py" line="75"/>
        <source>&amp;Protected mills: men in a mill are taken only when all are</source>
        <translation>Chronione &amp;młynki: pionki z młynka zbija się, dopiero gdy wszystkie są w młynkach</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/setup_panel.py" line="78"/>
        <source>Diagonal m&amp;ills: three men on a diagonal form a mill</source>
        <translation>Młynki &amp;ukośne: trzy pionki na przekątnej tworzą młynek</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/setup_panel.py" line="81"/>
        <source>A full &amp;board when placing ends is a draw (else White loses)</source>
        <translation>Pełna p&amp;lansza po rozstawieniu to remis (inaczej przegrywa Biały)</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/setup_panel.py" line="84"/>
        <source>No immediate re&amp;turn of a cow that made a mill by leaving one</source>
        <translation>Bez natychmiastowego po&amp;wrotu krowy, która ułożyła młynek, wychodząc z innego</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/setup_panel.py" line="87"/>
        <source>Draw by threefold &amp;repetition of a position</source>
        <translation>Remis przy trzykrotnym &amp;powtórzeniu pozycji</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/setup_panel.py" line="103"/>
        <source>Players (White moves first)</source>
        <translation>Gracze (Biały zaczyna)</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/setup_panel.py" line="111"/>
        <source>Game of the Morris family</source>
        <translation>Gra z rodziny Młynka</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/setup_panel.py" line="130"/>
        <location filename="../../ninetka_desktop/ui/ninetka/setup_panel.py" line="63"/>
        <source>Options</source>
        <translation>Opcje</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/setup_panel.py" line="146"/>
        <source>{n} men each</source>
        <translation>po {n} pionków</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/setup_panel.py" line="148"/>
        <source>M&amp;en:</source>
        <translation>Pio&amp;nki:</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/setup_panel.py" line="150"/>
        <source>Men each player has</source>
        <translation>Liczba pionków każdego gracza</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/setup_panel.py" line="197"/>
        <source>Draw after {n} moves in a row without a re&amp;moval</source>
        <translation>Remis po {n} ruchach z rzędu bez &amp;zbicia</translation>
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
        <translation>{n} graczy</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/setup_panel.py" line="52"/>
        <source>Seats, in turn order</source>
        <translation>Miejsca, w kolejności ruchów</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/setup_panel.py" line="66"/>
        <source>Chosen by the players</source>
        <translation>Wybierane przez graczy</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/setup_panel.py" line="68"/>
        <source>Placed at random</source>
        <translation>Rozstawiane losowo</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/setup_panel.py" line="71"/>
        <source>Neutral counters:</source>
        <translation>Pionki neutralne:</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/setup_panel.py" line="75"/>
        <source>Single game</source>
        <translation>Pojedyncza partia</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/setup_panel.py" line="77"/>
        <source>Match:</source>
        <translation>Rozgrywka:</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/setup_panel.py" line="93"/>
        <source>Players:</source>
        <translation>Gracze:</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/setup_panel.py" line="145"/>
        <source>Tournament: two games, colours swapped</source>
        <translation>Turniej: dwie partie, z zamianą kolorów</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/setup_panel.py" line="149"/>
        <source>Tournament: a series of {n} games, every player once in every seat</source>
        <translation>Turniej: seria {n} partii, każdy gracz raz na każdym miejscu</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/setup_panel.py" line="109"/>
        <source>The computer does not play this game yet: two humans play.</source>
        <translation type="vanished">Komputer jeszcze nie gra w tę grę: grają dwie osoby.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/kind.py" line="76"/>
        <source>Nine Men&apos;s Morris</source>
        <translation type="vanished">Młynek</translation>
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
            <numerusform>około %n minuty</numerusform>
            <numerusform>około %n minut</numerusform>
            <numerusform>około %n minut</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ninetka_desktop/ui/dialogs/perfect_play.py" line="60"/>
        <source>about %n hour(s)</source>
        <translation>
            <numerusform>około %n godziny</numerusform>
            <numerusform>około %n godzin</numerusform>
            <numerusform>około %n godzin</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/perfect_play.py" line="66"/>
        <source>the placing phase</source>
        <translation>faza stawiania</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/perfect_play.py" line="67"/>
        <source>{a} men against {b}</source>
        <translation>pionki {a} przeciw {b}</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/perfect_play.py" line="107"/>
        <location filename="../../ninetka_desktop/ui/dialogs/perfect_play.py" line="423"/>
        <source>Perfect Play Tables</source>
        <translation>Tablice gry bezbłędnej</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/perfect_play.py" line="112"/>
        <source>Endgame tables hold the result of every position they cover: Expert and Master play those positions perfectly, and the analysis of them is exact. The tables up to five men a side come with the app; larger ones are built on this computer, in the background at low priority, while you play.</source>
        <translation>Tablice końcówek znają wynik każdej pozycji, którą obejmują: Ekspert i Mistrz grają te pozycje bezbłędnie, a ich analiza jest dokładna. Tablice do pięciu pionków na stronę są dołączone do programu; większe buduje się na tym komputerze, w tle i z niskim priorytetem, podczas gry.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/perfect_play.py" line="121"/>
        <source>Tables to build</source>
        <translation>Tablice do zbudowania</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/perfect_play.py" line="129"/>
        <source>Progress</source>
        <translation>Postęp</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/perfect_play.py" line="134"/>
        <source>Progress of the build</source>
        <translation>Postęp budowania</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/perfect_play.py" line="144"/>
        <source>&amp;Build</source>
        <translation>&amp;Buduj</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/perfect_play.py" line="145"/>
        <source>&amp;Pause</source>
        <translation>&amp;Wstrzymaj</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/perfect_play.py" line="146"/>
        <source>&amp;Resume</source>
        <translation>Wz&amp;nów</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/perfect_play.py" line="147"/>
        <source>Re&amp;move</source>
        <translation>&amp;Usuń</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/perfect_play.py" line="148"/>
        <source>&amp;Close</source>
        <translation>&amp;Zamknij</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/perfect_play.py" line="218"/>
        <location filename="../../ninetka_desktop/ui/dialogs/perfect_play.py" line="370"/>
        <source>Looking at the tables already on disk…</source>
        <translation>Sprawdzanie tablic już zapisanych na dysku…</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/perfect_play.py" line="226"/>
        <source>flying at three men</source>
        <translation>ze skokami przy trzech pionkach</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/perfect_play.py" line="226"/>
        <source>no flying</source>
        <translation>bez skoków</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/perfect_play.py" line="228"/>
        <source>For {game}, {rules}.</source>
        <translation>Gra: {game}, {rules}.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/perfect_play.py" line="242"/>
        <source>The whole moving phase ({men} men a side)</source>
        <translation>Cała faza przesuwania ({men} pionków na stronę)</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/perfect_play.py" line="245"/>
        <source>Up to {men} men a side</source>
        <translation>Do {men} pionków na stronę</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/perfect_play.py" line="261"/>
        <source>These rules have no endgame tables.</source>
        <translation>Te zasady nie mają tablic końcówek.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/perfect_play.py" line="270"/>
        <source>Every position once the men are placed is played perfectly and the analysis is exact.</source>
        <translation>Każda pozycja po postawieniu wszystkich pionków jest grana bezbłędnie, a analiza jest dokładna.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/perfect_play.py" line="276"/>
        <source>At most {size} on disk; {time} to build.</source>
        <translation>Najwyżej {size} na dysku; budowa trwa {time}.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/perfect_play.py" line="283"/>
        <source>{done} of {total} tables are there already.</source>
        <translation>{done} z {total} tablic już jest.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/perfect_play.py" line="288"/>
        <source>Installed: Expert and Master play these positions perfectly.</source>
        <translation>Zainstalowane: Ekspert i Mistrz grają te pozycje bezbłędnie.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/perfect_play.py" line="302"/>
        <source>Building needs up to about {memory} of memory.</source>
        <translation>Budowa potrzebuje do około {memory} pamięci.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/perfect_play.py" line="308"/>
        <source>This computer has {memory}, which may not be enough: the build may fail or slow everything down.</source>
        <translation>Ten komputer ma {memory}, co może nie wystarczyć: budowa może się nie udać albo spowolnić wszystko inne.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/perfect_play.py" line="312"/>
        <source>This computer has {memory}.</source>
        <translation>Ten komputer ma {memory}.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/perfect_play.py" line="316"/>
        <source>The disk of your data folder has only {size} free: the build stops when it is full, its work kept.</source>
        <translation>Na dysku folderu danych jest wolne tylko {size}: budowa zatrzyma się, gdy dysk się zapełni, a jej praca zostanie zachowana.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/perfect_play.py" line="340"/>
        <source>Tables cannot be removed while a build runs.</source>
        <translation>Nie można usuwać tablic podczas budowy.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/perfect_play.py" line="343"/>
        <source>Other endgame tables are being built for a game; Build waits until they are ready.</source>
        <translation>Trwa budowa innych tablic końcówek dla gry; przycisk Buduj zadziała, gdy będą gotowe.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/perfect_play.py" line="356"/>
        <location filename="../../ninetka_desktop/ui/dialogs/perfect_play.py" line="392"/>
        <source>Starting the build…</source>
        <translation>Rozpoczynanie budowy…</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/perfect_play.py" line="364"/>
        <source>{done} of {total} tables built.</source>
        <translation>Zbudowano {done} z {total} tablic.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/perfect_play.py" line="373"/>
        <source>Paused. Resume goes on from the work saved.</source>
        <translation>Wstrzymano. Wznowienie zacznie od zapisanej pracy.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/perfect_play.py" line="375"/>
        <source>Not building now. Resume goes on from the work saved.</source>
        <translation>Budowa teraz nie trwa. Wznowienie zacznie od zapisanej pracy.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/perfect_play.py" line="377"/>
        <source>These tables are installed.</source>
        <translation>Te tablice są zainstalowane.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/perfect_play.py" line="379"/>
        <source>Not built yet.</source>
        <translation>Jeszcze niezbudowane.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/perfect_play.py" line="390"/>
        <source>Pausing: the work is being saved…</source>
        <translation>Wstrzymywanie: praca jest zapisywana…</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/perfect_play.py" line="394"/>
        <source>Building {pair}, resumed from the work saved.</source>
        <translation>Budowa: {pair}, wznowiona od zapisanej pracy.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/perfect_play.py" line="396"/>
        <source>Building {pair}.</source>
        <translation>Budowa: {pair}.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/perfect_play.py" line="399"/>
        <source>{done} of {total} tables built; first look at this pair: {percent}%</source>
        <translation>Zbudowano {done} z {total} tablic; pierwszy przegląd tej pary: {percent}%</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/perfect_play.py" line="402"/>
        <source>{done} of {total} tables built; solving this pair, distance {distance}</source>
        <translation>Zbudowano {done} z {total} tablic; rozwiązywanie tej pary, odległość {distance}</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/perfect_play.py" line="428"/>
        <source>Another window of Ninetka Desktop is building endgame tables; nothing was started.</source>
        <translation>Inne okno Ninetka Desktop buduje tablice końcówek; niczego nie rozpoczęto.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/perfect_play.py" line="432"/>
        <source>The tables&apos; folder cannot be written ({reason}); nothing was built.</source>
        <translation>Nie można zapisywać w folderze tablic ({reason}); nic nie zbudowano.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/perfect_play.py" line="445"/>
        <source>Remove the endgame tables of this set with more than {kept} men on a side, and the work saved of its build? This frees {size} in your data folder. The tables up to {kept} men a side stay.</source>
        <translation>Usunąć tablice końcówek tego zestawu, które mają więcej niż {kept} pionków po jednej stronie, i zapisaną pracę ich budowy? Zwolni to {size} w folderze danych. Tablice do {kept} pionków na stronę zostaną.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/perfect_play.py" line="452"/>
        <source>Remove Tables</source>
        <translation>Usuń tablice</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/perfect_play.py" line="457"/>
        <source>Endgame tables are being built; nothing was removed.</source>
        <translation>Trwa budowa tablic końcówek; niczego nie usunięto.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/perfect_play.py" line="459"/>
        <source>Some tables could not be removed ({reason}).</source>
        <translation>Nie udało się usunąć niektórych tablic ({reason}).</translation>
    </message>
</context>
<context>
    <name>PlayersPanel</name>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/kind.py" line="34"/>
        <source>{count} in hand</source>
        <translation>w ręce: {count}</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/kind.py" line="37"/>
        <source>{count} on board</source>
        <translation>na planszy: {count}</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/kind.py" line="40"/>
        <source>flying</source>
        <translation>z lataniem</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/kind.py" line="46"/>
        <source>Cows on the board</source>
        <translation>Krowy na planszy</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/kind.py" line="47"/>
        <source>Men on the board</source>
        <translation>Pionki na planszy</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/kind.py" line="52"/>
        <source>{name}, {score} cows on the board</source>
        <translation>{name}, krowy na planszy: {score}</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/kind.py" line="53"/>
        <source>{name}, {score} men on the board</source>
        <translation>{name}, pionki na planszy: {score}</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/kind.py" line="31"/>
        <source>{count} to place</source>
        <translation>do postawienia: {count}</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/kind.py" line="39"/>
        <source>{movable}/{waiting} can move</source>
        <translation>ruchome: {movable}/{waiting}</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/kind.py" line="77"/>
        <source>Sections held now</source>
        <translation>Sektory opanowane w tej chwili</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/kind.py" line="78"/>
        <source>{name}, {score} sections</source>
        <translation>{name}, sektory: {score}</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/players_panel.py" line="113"/>
        <source>Players</source>
        <translation>Gracze</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/players_panel.py" line="159"/>
        <source>Human</source>
        <translation>Człowiek</translation>
    </message>
</context>
<context>
    <name>PositionSetup</name>
    <message>
        <location filename="../../ninetka_desktop/ui/setup/drafts.py" line="66"/>
        <source>That is not a cell of the board.</source>
        <translation>To nie jest pole planszy.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/setup/drafts.py" line="71"/>
        <source>Neutral counters stand on the core cells only (the inner 7 x 7).</source>
        <translation>Pionki neutralne stoją tylko na polach rdzenia (wewnętrzne 7 x 7).</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/setup/drafts.py" line="97"/>
        <source>neutral counters are placed</source>
        <translation>stawiane są pionki neutralne</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/setup/drafts.py" line="98"/>
        <source>counters are placed on the edge</source>
        <translation>pionki stawiane są na brzegu</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/setup/drafts.py" line="99"/>
        <source>counters slide</source>
        <translation>pionki się przesuwają</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/setup/drafts.py" line="100"/>
        <location filename="../../ninetka_desktop/ui/setup/drafts.py" line="199"/>
        <source>{player} to move; {phase}.</source>
        <translation>Ruch: {player}; {phase}.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/setup/drafts.py" line="143"/>
        <source>That is not a point of the board.</source>
        <translation>To nie jest punkt planszy.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/setup/drafts.py" line="156"/>
        <source>{side} has all its {men} men on the board.</source>
        <translation>{side} ma już na planszy wszystkie pionki ({men}).</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/setup/drafts.py" line="198"/>
        <source>men are placed</source>
        <translation>pionki są stawiane</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/setup/drafts.py" line="198"/>
        <source>men move</source>
        <translation>pionki się przesuwają</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/setup/launcher.py" line="31"/>
        <source>Set &amp;Up Position…</source>
        <translation>Ustaw &amp;pozycję…</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/setup/launcher.py" line="32"/>
        <source>Put pieces on a board of your own and play on from there</source>
        <translation>Rozstaw pionki na planszy po swojemu i graj od tej pozycji</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/setup/launcher.py" line="58"/>
        <location filename="../../ninetka_desktop/ui/setup/position_dialog.py" line="90"/>
        <source>Set Up Position</source>
        <translation>Ustaw pozycję</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/setup/position_dialog.py" line="64"/>
        <source>9tka, {n} players</source>
        <translation>9tka, graczy: {n}</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/setup/position_dialog.py" line="104"/>
        <source>Game</source>
        <translation>Gra</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/setup/position_dialog.py" line="109"/>
        <source>Click a cell or point to put the piece chosen there</source>
        <translation>Kliknij pole lub punkt, aby postawić tam wybrany pionek</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/setup/position_dialog.py" line="112"/>
        <source>Piece</source>
        <translation>Pionek</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/setup/position_dialog.py" line="117"/>
        <source>To move</source>
        <translation>Na ruchu</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/setup/position_dialog.py" line="122"/>
        <source>&amp;To move:</source>
        <translation>Na &amp;ruchu:</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/setup/position_dialog.py" line="126"/>
        <source>{side} in hand:</source>
        <translation>{side} w ręce:</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/setup/position_dialog.py" line="129"/>
        <source>{side}&apos;s men in hand</source>
        <translation>Pionki w ręce: {side}</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/setup/position_dialog.py" line="131"/>
        <source>C&amp;lear Board</source>
        <translation>&amp;Wyczyść planszę</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/setup/position_dialog.py" line="133"/>
        <source>Start Pos&amp;ition</source>
        <translation>Pozycja po&amp;czątkowa</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/setup/position_dialog.py" line="135"/>
        <source>Position &amp;Shown</source>
        <translation>&amp;Bieżąca pozycja</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/setup/position_dialog.py" line="149"/>
        <source>Whether the position can be played</source>
        <translation>Czy od tej pozycji można grać</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/setup/position_dialog.py" line="150"/>
        <location filename="../../ninetka_desktop/ui/setup/position_dialog.py" line="290"/>
        <source>Players</source>
        <translation>Gracze</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/setup/position_dialog.py" line="154"/>
        <source>&amp;Play</source>
        <translation>&amp;Zagraj</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/setup/position_dialog.py" line="156"/>
        <source>St&amp;udy</source>
        <translation>&amp;Studiuj</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/setup/position_dialog.py" line="158"/>
        <source>Play on from this position with the players below</source>
        <translation>Graj od tej pozycji z graczami poniżej</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/setup/position_dialog.py" line="159"/>
        <source>Explore this position, playing every side by hand</source>
        <translation>Badaj tę pozycję, grając ręcznie za wszystkie strony</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/setup/position_dialog.py" line="165"/>
        <source>&amp;Game:</source>
        <translation>&amp;Gra:</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/setup/position_dialog.py" line="274"/>
        <source>Empty</source>
        <translation>Puste</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/setup/position_dialog.py" line="275"/>
        <source>Take a piece off</source>
        <translation>Zdejmij pionek</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/setup/position_dialog.py" line="277"/>
        <source>Neutral</source>
        <translation>Neutralny</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/setup/position_dialog.py" line="361"/>
        <source>Ready: {summary}</source>
        <translation>Gotowe: {summary}</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/setup/position_dialog.py" line="369"/>
        <source>This position cannot be played: {reason}.</source>
        <translation>Od tej pozycji nie można grać: {reason}.</translation>
    </message>
</context>
<context>
    <name>Puzzles</name>
    <message>
        <location filename="../../ninetka_desktop/ui/puzzles/dialog.py" line="51"/>
        <location filename="../../ninetka_desktop/ui/puzzles/launcher.py" line="67"/>
        <source>Puzzles</source>
        <translation>Zadania</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/puzzles/dialog.py" line="59"/>
        <source>Game</source>
        <translation>Gra</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/puzzles/dialog.py" line="63"/>
        <source>Difficulty</source>
        <translation>Trudność</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/puzzles/dialog.py" line="65"/>
        <source>&amp;Game:</source>
        <translation>&amp;Gra:</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/puzzles/dialog.py" line="66"/>
        <source>&amp;Difficulty:</source>
        <translation>&amp;Trudność:</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/puzzles/dialog.py" line="69"/>
        <source>Puzzle</source>
        <translation>Zadanie</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/puzzles/dialog.py" line="73"/>
        <source>Task</source>
        <translation>Polecenie</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/puzzles/dialog.py" line="74"/>
        <source>Verdict</source>
        <translation>Ocena</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/puzzles/dialog.py" line="75"/>
        <source>What to do now</source>
        <translation>Co teraz zrobić</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/puzzles/dialog.py" line="77"/>
        <source>Tries</source>
        <translation>Próby</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/puzzles/dialog.py" line="78"/>
        <source>&amp;Hint</source>
        <translation>&amp;Podpowiedź</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/puzzles/dialog.py" line="79"/>
        <source>Ring the counter or man to move</source>
        <translation>Zaznacz pionek, którym trzeba ruszyć</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/puzzles/dialog.py" line="80"/>
        <source>Show &amp;Solution</source>
        <translation>Pokaż &amp;rozwiązanie</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/puzzles/dialog.py" line="81"/>
        <source>&amp;Next Puzzle</source>
        <translation>&amp;Następne zadanie</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/puzzles/dialog.py" line="82"/>
        <source>Close</source>
        <translation>Zamknij</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/puzzles/dialog.py" line="91"/>
        <source>Solved</source>
        <translation>Rozwiązane</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/puzzles/dialog.py" line="94"/>
        <source>Streak</source>
        <translation>Seria</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/puzzles/dialog.py" line="97"/>
        <source>Notice</source>
        <translation>Komunikat</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/puzzles/dialog.py" line="112"/>
        <source>Progress</source>
        <translation>Postęp</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/puzzles/dialog.py" line="168"/>
        <source>Every puzzle of this game and difficulty is solved: here they come again.</source>
        <translation>Wszystkie zadania tej gry i trudności są rozwiązane: oto one od nowa.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/puzzles/dialog.py" line="184"/>
        <source>Puzzle {number} · {difficulty}</source>
        <translation>Zadanie {number} · {difficulty}</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/puzzles/dialog.py" line="189"/>
        <source>(solved before)</source>
        <translation>(rozwiązane wcześniej)</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/puzzles/dialog.py" line="202"/>
        <source>Hint: the ringed one moves.</source>
        <translation>Podpowiedź: rusza się zaznaczony.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/puzzles/dialog.py" line="215"/>
        <source>{move} was not played: {reason}</source>
        <translation>{move} nie został zagrany: {reason}</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/puzzles/dialog.py" line="237"/>
        <source>Three tries are up: here is the solution.</source>
        <translation>Trzy próby minęły: oto rozwiązanie.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/puzzles/dialog.py" line="269"/>
        <source>Your puzzle progress could not be saved: {error}</source>
        <translation>Nie udało się zapisać postępu w zadaniach: {error}</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/puzzles/dialog.py" line="290"/>
        <source>{difficulty} {solved}/{total}</source>
        <translation>{difficulty} {solved}/{total}</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/puzzles/dialog.py" line="298"/>
        <source>{game}: solved {solved} of {total} ({parts}).</source>
        <translation>{game}: rozwiązano {solved} z {total} ({parts}).</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/puzzles/dialog.py" line="306"/>
        <source>Streak: {streak} in a row (best {best}).</source>
        <translation>Seria: {streak} z rzędu (najlepsza {best}).</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/puzzles/launcher.py" line="51"/>
        <source>&amp;Puzzles…</source>
        <translation>Za&amp;dania…</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/puzzles/launcher.py" line="52"/>
        <source>Find the one move that keeps the best result</source>
        <translation>Znajdź jedyny ruch, który zachowuje najlepszy wynik</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/puzzles/launcher.py" line="68"/>
        <source>The puzzles could not be read ({reason}).</source>
        <translation>Nie udało się wczytać zadań ({reason}).</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/puzzles/words.py" line="29"/>
        <source>Easy</source>
        <translation>Łatwe</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/puzzles/words.py" line="29"/>
        <source>Hard</source>
        <translation>Trudne</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/puzzles/words.py" line="29"/>
        <source>Medium</source>
        <translation>Średnie</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/puzzles/words.py" line="38"/>
        <source>{colour} to play and win: only one move wins.</source>
        <translation>{colour} na ruchu i wygrywa: tylko jeden ruch wygrywa.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/puzzles/words.py" line="39"/>
        <source>{colour} to play: find the only move that saves a draw; every other move loses.</source>
        <translation>{colour} na ruchu: znajdź jedyny ruch, który ratuje remis; każdy inny przegrywa.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ninetka_desktop/ui/puzzles/words.py" line="42"/>
        <source>{colour} to play: find the only move that wins by %n section(s).</source>
        <translation>
            <numerusform>{colour} na ruchu: znajdź jedyny ruch, który wygrywa %n sektorem.</numerusform>
            <numerusform>{colour} na ruchu: znajdź jedyny ruch, który wygrywa %n sektorami.</numerusform>
            <numerusform>{colour} na ruchu: znajdź jedyny ruch, który wygrywa %n sektorami.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/puzzles/words.py" line="44"/>
        <source>{colour} to play: find the only move that levels the sections; a level score goes to {colour} by the tie-break.</source>
        <translation>{colour} na ruchu: znajdź jedyny ruch, który wyrównuje sektory; przy remisie w sektorach wygrywa {colour} dzięki rozstrzygnięciu.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/puzzles/words.py" line="52"/>
        <source>Not this one.</source>
        <translation>Nie ten.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/puzzles/words.py" line="53"/>
        <source>Not this one: {what}</source>
        <translation>Nie ten: {what}</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/puzzles/words.py" line="60"/>
        <source>after {move} the game is only a draw.</source>
        <translation>po {move} partia kończy się tylko remisem.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/puzzles/words.py" line="61"/>
        <source>after {move} {colour} loses.</source>
        <translation>po {move} {colour} przegrywa.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ninetka_desktop/ui/puzzles/words.py" line="64"/>
        <source>{move} wins by only %n section(s).</source>
        <translation>
            <numerusform>{move} wygrywa tylko %n sektorem.</numerusform>
            <numerusform>{move} wygrywa tylko %n sektorami.</numerusform>
            <numerusform>{move} wygrywa tylko %n sektorami.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/puzzles/words.py" line="66"/>
        <source>{move} only levels the sections.</source>
        <translation>{move} tylko wyrównuje sektory.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/puzzles/words.py" line="68"/>
        <source>after {move} the sections are level and the tie-break goes against {colour}.</source>
        <translation>po {move} sektory są wyrównane, a rozstrzygnięcie przemawia przeciw: {colour}.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ninetka_desktop/ui/puzzles/words.py" line="70"/>
        <source>after {move} {colour} loses by %n section(s).</source>
        <translation>
            <numerusform>po {move} {colour} przegrywa %n sektorem.</numerusform>
            <numerusform>po {move} {colour} przegrywa %n sektorami.</numerusform>
            <numerusform>po {move} {colour} przegrywa %n sektorami.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/puzzles/words.py" line="76"/>
        <source>Tries left: {count} of {total}.</source>
        <translation>Pozostałe próby: {count} z {total}.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/puzzles/words.py" line="80"/>
        <source>Right: {move} is the move. Solved!</source>
        <translation>Dobrze: {move} to właściwy ruch. Rozwiązane!</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/puzzles/words.py" line="84"/>
        <source>The solution is {move}. This puzzle counts as not solved.</source>
        <translation>Rozwiązanie to {move}. To zadanie liczy się jako nierozwiązane.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/puzzles/words.py" line="17"/>
        <source>9tka</source>
        <translation type="vanished">9tka</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/puzzles/words.py" line="17"/>
        <source>Nine Men&apos;s Morris</source>
        <translation type="vanished">Młynek</translation>
    </message>
</context>
<context>
    <name>QGnomeTheme</name>
    <message>
        <location filename="../../ninetka_desktop/i18n.py" line="61"/>
        <source>&amp;OK</source>
        <translation>&amp;OK</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/i18n.py" line="62"/>
        <source>&amp;Cancel</source>
        <translation>&amp;Anuluj</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/i18n.py" line="63"/>
        <source>&amp;Close</source>
        <translation>&amp;Zamknij</translation>
    </message>
</context>
<context>
    <name>QLineEdit</name>
    <message>
        <location filename="../../ninetka_desktop/i18n.py" line="64"/>
        <source>&amp;Undo</source>
        <translation>&amp;Cofnij</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/i18n.py" line="65"/>
        <source>&amp;Redo</source>
        <translation>&amp;Przywróć</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/i18n.py" line="66"/>
        <source>Cu&amp;t</source>
        <translation>W&amp;ytnij</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/i18n.py" line="67"/>
        <source>&amp;Copy</source>
        <translation>S&amp;kopiuj</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/i18n.py" line="68"/>
        <source>&amp;Paste</source>
        <translation>&amp;Wklej</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/i18n.py" line="69"/>
        <source>Delete</source>
        <translation>Usuń</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/i18n.py" line="70"/>
        <source>Select All</source>
        <translation>Zaznacz wszystko</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <location filename="../../ninetka_desktop/i18n.py" line="56"/>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/i18n.py" line="57"/>
        <source>Cancel</source>
        <translation>Anuluj</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/i18n.py" line="58"/>
        <source>Close</source>
        <translation>Zamknij</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/i18n.py" line="59"/>
        <source>&amp;Yes</source>
        <translation>&amp;Tak</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/i18n.py" line="60"/>
        <source>&amp;No</source>
        <translation>&amp;Nie</translation>
    </message>
</context>
<context>
    <name>QWidgetTextControl</name>
    <message>
        <location filename="../../ninetka_desktop/i18n.py" line="71"/>
        <source>&amp;Copy</source>
        <translation>S&amp;kopiuj</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/i18n.py" line="72"/>
        <source>Copy &amp;Link Location</source>
        <translation>Skopiuj &amp;adres odsyłacza</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/i18n.py" line="73"/>
        <source>Select All</source>
        <translation>Zaznacz wszystko</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/analysis_help.py" line="15"/>
        <source>Using the analysis</source>
        <translation>Korzystanie z analizy</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/analysis_help.py" line="18"/>
        <source>&lt;b&gt;View ▸ Analysis&lt;/b&gt; opens a panel that values every legal move of the position on the board for the player to move, best first, with the line of play it expects after each. A badge on the board shows the same value where the move starts or lands; the best move&apos;s badge is drawn dark.</source>
        <translation>&lt;b&gt;Widok ▸ Analiza&lt;/b&gt; otwiera panel, który ocenia każdy dozwolony ruch pozycji na planszy z punktu widzenia gracza na ruchu, od najlepszego, wraz z oczekiwanym dalszym ciągiem gry. Plakietka na planszy pokazuje tę samą wartość tam, gdzie ruch się zaczyna lub kończy; plakietka najlepszego ruchu jest ciemna.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/analysis_help.py" line="27"/>
        <source>An &lt;b&gt;exact&lt;/b&gt; value is proved: who wins and by how much (9tka, once the counters slide; with three or four players, what the player to move can make sure of even if all the others play together against it), or a win, a draw or a loss (the Morris games, from the endgame tables or a forced end). Any other value is an &lt;b&gt;estimate&lt;/b&gt;: the chance, in percent, that the player to move wins after that move. The panel looks deeper while the position stands and starts again after a move; click a move in the move list to analyse an earlier position.</source>
        <translation>Wartość &lt;b&gt;dokładna&lt;/b&gt; jest udowodniona: kto wygrywa i o ile (9tka, gdy pionki się przesuwają; przy trzech lub czterech graczach: co gracz na ruchu może sobie zapewnić, nawet gdy wszyscy pozostali grają razem przeciw niemu) albo wygrana, remis lub przegrana (gry z rodziny młynka, z tablic końcówek lub z wymuszonego końca). Każda inna wartość to &lt;b&gt;szacunek&lt;/b&gt;: szansa w procentach, że gracz na ruchu wygra po tym ruchu. Panel szuka głębiej, dopóki pozycja się nie zmienia, i zaczyna od nowa po ruchu; kliknij ruch na liście ruchów, aby przeanalizować wcześniejszą pozycję.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/study_help.py" line="14"/>
        <source>The move list holds the game&apos;s &lt;b&gt;variations&lt;/b&gt; too. Click a move to see the board as it was after it: a move played there starts a variation, shown indented and in italics under the move the game played, and the game&apos;s own moves stay. The computer plays only at the end of the game&apos;s main line; anywhere else the board is a study board, you play every side, and nothing there counts in the statistics. &lt;b&gt;Back to the game&lt;/b&gt; returns. Undo and Redo walk the moves; after Undo at the end of the game, a different move goes on with the game and the moves taken back stay as a variation.</source>
        <translation>Lista ruchów zawiera też &lt;b&gt;warianty&lt;/b&gt; gry. Kliknij ruch, aby zobaczyć planszę taką, jaka była po nim: ruch zagrany w tym miejscu zaczyna wariant, pokazany z wcięciem i kursywą pod ruchem zagranym w grze, a ruchy samej gry zostają. Komputer gra tylko na końcu głównej linii gry; wszędzie indziej plansza służy do studiowania, grasz za wszystkie strony i nic nie liczy się do statystyk. &lt;b&gt;Wróć do gry&lt;/b&gt; wraca. Cofnij i Ponów chodzą po ruchach; po cofnięciu na końcu gry inny ruch kontynuuje grę, a cofnięte ruchy zostają jako wariant.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/study_help.py" line="25"/>
        <source>Right-click a move (or use the Move menu) to &lt;b&gt;promote&lt;/b&gt; its variation, to make it the &lt;b&gt;main line&lt;/b&gt;, to &lt;b&gt;delete&lt;/b&gt; it or to write a &lt;b&gt;comment&lt;/b&gt; on the position after it. Saved games keep the variations and the comments.</source>
        <translation>Kliknij ruch prawym przyciskiem (albo użyj menu Ruch), aby &lt;b&gt;podnieść&lt;/b&gt; jego wariant, uczynić go &lt;b&gt;linią główną&lt;/b&gt;, &lt;b&gt;usunąć&lt;/b&gt; go albo napisać &lt;b&gt;komentarz&lt;/b&gt; do pozycji po nim. Zapisane gry zachowują warianty i komentarze.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/study_help.py" line="31"/>
        <source>&lt;b&gt;Game ▸ Set Up Position…&lt;/b&gt; puts pieces on the board of any game: choose a piece, click cells or points, and choose the side to move (and, in the Morris games, the men in hand); the editor says why the rules cannot reach a position. Play on from it against the computer or with friends, or study it. &lt;b&gt;Edit ▸ Copy Position&lt;/b&gt; and &lt;b&gt;Paste Position&lt;/b&gt; carry a position as text: the FEN of the Sanmill program for the Morris games on the 24-point board, the app&apos;s own position string for 9tka. Games from a set-up position are not counted in the statistics.</source>
        <translation>&lt;b&gt;Gra ▸ Ustaw pozycję…&lt;/b&gt; rozstawia pionki na planszy dowolnej gry: wybierz pionek, klikaj pola lub punkty i wybierz stronę na ruchu (a w grach z rodziny Młynka także pionki w ręce); edytor mówi, dlaczego zasady nie pozwalają dojść do danej pozycji. Graj od niej z komputerem lub z przyjaciółmi albo ją studiuj. &lt;b&gt;Edycja ▸ Kopiuj pozycję&lt;/b&gt; i &lt;b&gt;Wklej pozycję&lt;/b&gt; przenoszą pozycję jako tekst: FEN programu Sanmill w grach z rodziny Młynka na planszy 24-punktowej, własny zapis pozycji aplikacji w 9tka. Gry od ustawionej pozycji nie liczą się do statystyk.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/study_help.py" line="44"/>
        <source>Studying a game</source>
        <translation>Studiowanie gry</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/family_rules.py" line="105"/>
        <source>The Morris family</source>
        <translation>Rodzina Młynka</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/family_rules.py" line="107"/>
        <source>Nine Men&apos;s Morris has relatives, older and younger, that the New Game dialog offers too. What the page says above holds for each of them unless its own part below says otherwise: White moves first, a mill takes one of the opponent&apos;s men, a player down to two men or unable to move loses, and the same draws apply. The points are always named by column letter and row number, row 1 at the bottom.</source>
        <translation>Młynek ma krewnych, starszych i młodszych, których również oferuje okno Nowa gra. To, co napisano wyżej, dotyczy każdego z nich, chyba że jego własna część poniżej mówi inaczej: pierwszy ruch należy do Białego, młynek pozwala zbić jeden pionek przeciwnika, gracz, któremu zostały dwa pionki lub który nie może wykonać ruchu, przegrywa, i obowiązują te same zasady remisu. Punkty zawsze nazywa się literą kolumny i numerem rzędu, z rzędem 1 na dole.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/family_rules.py" line="117"/>
        <source>Three Men&apos;s Morris</source>
        <translation>Młynek trzech</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/family_rules.py" line="119"/>
        <source>The smallest of the family: nine points on a 3&amp;times;3 grid, a1 to c3, with b2 in the middle. The three rows, the three columns and the two diagonals are lines, so b2 is adjacent to every other point. Each player has &lt;b&gt;three men&lt;/b&gt;. The players place them in turn, then move one man a turn to an adjacent empty point.</source>
        <translation>Najmniejszy z rodziny: dziewięć punktów na siatce 3&amp;times;3, od a1 do c3, z b2 pośrodku. Trzy rzędy, trzy kolumny i dwie przekątne są liniami, więc b2 sąsiaduje z każdym innym punktem. Każdy gracz ma &lt;b&gt;trzy pionki&lt;/b&gt;. Gracze na zmianę je stawiają, a potem w każdym ruchu przesuwają jeden pionek na sąsiedni wolny punkt.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/family_rules.py" line="130"/>
        <source>&lt;b&gt;The first mill wins the game&lt;/b&gt;, whether it is made by placing or by moving. Nothing is ever removed, and nobody flies.</source>
        <translation>&lt;b&gt;Pierwszy młynek wygrywa partię&lt;/b&gt;, niezależnie od tego, czy powstał przez postawienie, czy przez przesunięcie pionka. Niczego się nie zbija i nikt nie skacze.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/family_rules.py" line="137"/>
        <source>Options: without the &lt;b&gt;diagonals&lt;/b&gt; the board has six lines only; with &lt;b&gt;nine holes&lt;/b&gt; a man may move to any empty point; and White&apos;s first man may be kept off the centre, b2, from which White can force a win.</source>
        <translation>Opcje: bez &lt;b&gt;przekątnych&lt;/b&gt; plansza ma tylko sześć linii; przy &lt;b&gt;dziewięciu dołkach&lt;/b&gt; pionek może przejść na dowolny wolny punkt; można też nie pozwolić Białemu postawić pierwszego pionka na środku, b2, skąd Biały może wymusić wygraną.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/family_rules.py" line="147"/>
        <source>White&apos;s third man, placed on c3, completes the diagonal a1 b2 c3: White wins.</source>
        <translation>Trzeci pionek Białego, postawiony na c3, zamyka przekątną a1 b2 c3: Biały wygrywa.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/family_rules.py" line="154"/>
        <source>The board without diagonals. White wins with the bottom row a1 b1 c1.</source>
        <translation>Plansza bez przekątnych. Biały wygrywa dolnym rzędem a1 b1 c1.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/family_rules.py" line="159"/>
        <source>Six Men&apos;s Morris</source>
        <translation>Młynek sześciu</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/family_rules.py" line="161"/>
        <source>Two squares, one inside the other, on a 5&amp;times;5 grid: the outer square a1 a5 e5 e1, the inner one b2 b4 d4 d2, and four short lines joining the middles of their sides. Only the eight &lt;b&gt;sides&lt;/b&gt; of the squares are mills. Each player has &lt;b&gt;six men&lt;/b&gt;.</source>
        <translation>Dwa kwadraty, jeden w drugim, na siatce 5&amp;times;5: zewnętrzny a1 a5 e5 e1, wewnętrzny b2 b4 d4 d2 oraz cztery krótkie linie łączące środki ich boków. Młynkami jest tylko osiem &lt;b&gt;boków&lt;/b&gt; kwadratów. Każdy gracz ma &lt;b&gt;sześć pionków&lt;/b&gt;.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/family_rules.py" line="171"/>
        <source>There is &lt;b&gt;no flying&lt;/b&gt; by default: a player with three men still steps along the lines. Flying can be switched on.</source>
        <translation>Domyślnie &lt;b&gt;nie ma skoków&lt;/b&gt;: gracz z trzema pionkami nadal przesuwa je po liniach. Skoki można włączyć.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/family_rules.py" line="178"/>
        <source>Men in a mill are protected as in Nine Men&apos;s Morris; with that option off, any man may be taken.</source>
        <translation>Pionki stojące w młynkach są chronione tak jak w Młynku; po wyłączeniu tej opcji można zbić każdy pionek.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/family_rules.py" line="187"/>
        <source>White places a man on a5, completes the side a1 a3 a5 and takes Black&apos;s man on c5 (written a5xc5).</source>
        <translation>Biały stawia pionek na a5, zamyka bok a1 a3 a5 i zbija pionek Czarnego z c5 (zapis a5xc5).</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/family_rules.py" line="193"/>
        <source>Twelve Men&apos;s Morris</source>
        <translation>Młynek dwunastu</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/family_rules.py" line="195"/>
        <source>The board of Nine Men&apos;s Morris with four &lt;b&gt;diagonals&lt;/b&gt; joining the corners of the squares (a1 b2 c3, a7 b6 c5, g7 f6 e5 and g1 f2 e3), which are lines for moving and, by default, mills too. Each player has &lt;b&gt;twelve men&lt;/b&gt;, so the 24 points can fill up while placing.</source>
        <translation>Plansza Młynka z czterema &lt;b&gt;przekątnymi&lt;/b&gt; łączącymi narożniki kwadratów (a1 b2 c3, a7 b6 c5, g7 f6 e5 i g1 f2 e3), które są liniami ruchu, a domyślnie także młynkami. Każdy gracz ma &lt;b&gt;dwanaście pionków&lt;/b&gt;, więc 24 punkty mogą się zapełnić już podczas rozstawiania.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/family_rules.py" line="205"/>
        <source>If every point is taken when the last man is placed, the game is a &lt;b&gt;draw&lt;/b&gt;. With that option off, White, who cannot move, loses.</source>
        <translation>Jeśli po postawieniu ostatniego pionka wszystkie punkty są zajęte, gra kończy się &lt;b&gt;remisem&lt;/b&gt;. Po wyłączeniu tej opcji przegrywa Biały, który nie może wykonać ruchu.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/family_rules.py" line="212"/>
        <source>With &lt;b&gt;diagonal mills&lt;/b&gt; off, the diagonals serve for moving only, as in the oldest descriptions of the game.</source>
        <translation>Po wyłączeniu &lt;b&gt;młynków ukośnych&lt;/b&gt; przekątne służą tylko do przesuwania pionków, jak w najstarszych opisach gry.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/family_rules.py" line="221"/>
        <source>A mill on a diagonal: White&apos;s man on c3 completes a1 b2 c3 and takes Black&apos;s man on d1.</source>
        <translation>Młynek na przekątnej: pionek Białego na c3 zamyka a1 b2 c3 i zbija pionek Czarnego z d1.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/family_rules.py" line="227"/>
        <source>Morabaraba</source>
        <translation>Morabaraba</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/family_rules.py" line="229"/>
        <source>The South African game, played on the board of Twelve Men&apos;s Morris with its diagonals, twelve pieces each. The pieces are called &lt;b&gt;cows&lt;/b&gt;, and taking one is &lt;b&gt;shooting&lt;/b&gt; it. Placing, moving, shooting and flying with three cows are as in Nine Men&apos;s Morris, and a full board after placing is a draw.</source>
        <translation>Gra z Afryki Południowej, rozgrywana na planszy Młynka dwunastu z jej przekątnymi, po dwanaście pionków. Pionki nazywa się tu &lt;b&gt;krowami&lt;/b&gt;, a zbicie krowy to jej &lt;b&gt;ustrzelenie&lt;/b&gt;. Rozstawianie, przesuwanie, strzelanie i skoki z trzema krowami wyglądają jak w Młynku, a pełna plansza po rozstawieniu oznacza remis.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/family_rules.py" line="239"/>
        <source>&lt;b&gt;No immediate return&lt;/b&gt;: a cow that left one of its mills and made a new one may not go straight back on its player&apos;s next turn if that would make a mill again. This rule can be switched off.</source>
        <translation>&lt;b&gt;Bez natychmiastowego powrotu&lt;/b&gt;: krowa, która opuściła jeden ze swoich młynków i ułożyła nowy, nie może w następnym ruchu swojego gracza od razu wrócić, jeśli znów ułożyłaby młynek. Tę zasadę można wyłączyć.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/family_rules.py" line="247"/>
        <source>While either player has only three cows, the game is drawn after &lt;b&gt;ten moves&lt;/b&gt; in a row without a shot.</source>
        <translation>Gdy któryś z graczy ma tylko trzy krowy, gra kończy się remisem po &lt;b&gt;dziesięciu ruchach&lt;/b&gt; z rzędu bez strzału.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/family_rules.py" line="254"/>
        <source>Lasker Morris</source>
        <translation>Młynek Laskera</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/family_rules.py" line="256"/>
        <source>Emanuel Lasker&apos;s game on the Nine Men&apos;s Morris board, with &lt;b&gt;ten men&lt;/b&gt; each (nine as an option). There is no placing phase: &lt;b&gt;on every turn&lt;/b&gt; a player either places a man from the hand on an empty point or moves one of their men to an adjacent empty point. Mills take men as usual.</source>
        <translation>Gra Emanuela Laskera na planszy Młynka, po &lt;b&gt;dziesięć pionków&lt;/b&gt; (opcjonalnie dziewięć). Nie ma fazy rozstawiania: &lt;b&gt;w każdym ruchu&lt;/b&gt; gracz albo stawia pionek z ręki na wolnym punkcie, albo przesuwa jeden ze swoich pionków na sąsiedni wolny punkt. Młynki pozwalają zbijać pionki jak zwykle.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/family_rules.py" line="266"/>
        <source>In the game, click a man in your hand or an empty point to place, and click one of your men on the board to move it.</source>
        <translation>W grze kliknij pionek w ręce albo wolny punkt, aby postawić pionek, lub kliknij jeden ze swoich pionków na planszy, aby go przesunąć.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/family_rules.py" line="273"/>
        <source>A player flies only with an empty hand and three men on the board. The men in hand count too: a player with two men left in all loses.</source>
        <translation>Gracz skacze tylko z pustą ręką i trzema pionkami na planszy. Pionki w ręce też się liczą: przegrywa gracz, któremu zostały łącznie dwa pionki.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/family_rules.py" line="282"/>
        <source>White still has nine men in hand, yet moves a1-a4 instead of placing.</source>
        <translation>Biały ma jeszcze dziewięć pionków w ręce, a mimo to zamiast stawiać, przesuwa a1-a4.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/kind.py" line="91"/>
        <source>Rules of the Morris Games</source>
        <translation>Zasady gry Młynek</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/rules_text.py" line="90"/>
        <source>How to play Nine Men&apos;s Morris</source>
        <translation>Jak grać w Młynka</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/rules_text.py" line="92"/>
        <source>Nine Men&apos;s Morris, also called Mills or Merels, is a game for two players that goes back to the Roman Empire. White and Black have nine men each and try to line up three of them, a &lt;b&gt;mill&lt;/b&gt;, to take the other player&apos;s men. &lt;b&gt;White moves first.&lt;/b&gt;</source>
        <translation>Młynek, zwany też młynem, to gra dla dwóch graczy, której historia sięga czasów Cesarstwa Rzymskiego. Biały i Czarny mają po dziewięć pionków i starają się ustawić trzy z nich w linii, czyli ułożyć &lt;b&gt;młynek&lt;/b&gt;, by zbijać pionki przeciwnika. &lt;b&gt;Pierwszy ruch należy do Białego.&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/rules_text.py" line="100"/>
        <location filename="../../ninetka_desktop/ui/ninetka/rules_text.py" line="90"/>
        <source>The board</source>
        <translation>Plansza</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/rules_text.py" line="102"/>
        <source>The board has three squares, one inside the other, joined by lines through the middles of their sides. The men stand on the 24 &lt;b&gt;points&lt;/b&gt;: the corners and the middles of the sides of each square. The points are named as on a 7&amp;times;7 grid: columns a to g from left to right, rows 1 to 7 from bottom to top, so a1 is the bottom-left corner of the outer square and d6 the middle of the top side of the middle square.</source>
        <translation>Plansza składa się z trzech kwadratów, jeden w drugim, połączonych liniami biegnącymi przez środki ich boków. Pionki stoją na 24 &lt;b&gt;punktach&lt;/b&gt;: w narożnikach i na środkach boków każdego kwadratu. Punkty nazywa się jak na siatce 7&amp;times;7: kolumny od a do g od lewej do prawej, rzędy od 1 do 7 od dołu do góry, więc a1 to lewy dolny róg zewnętrznego kwadratu, a d6 to środek górnego boku środkowego kwadratu.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/rules_text.py" line="114"/>
        <source>Two points are &lt;b&gt;adjacent&lt;/b&gt; when a line joins them with no point between.</source>
        <translation>Dwa punkty są &lt;b&gt;sąsiednie&lt;/b&gt;, gdy łączy je linia bez żadnego punktu pomiędzy.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/rules_text.py" line="120"/>
        <source>Three points on one straight line form a &lt;b&gt;mill&lt;/b&gt;. There are 16: the 12 sides of the three squares (such as a1 a4 a7 or b2 d2 f2) and the 4 short lines that join the squares (a4 b4 c4, e4 f4 g4, d1 d2 d3 and d5 d6 d7).</source>
        <translation>Trzy punkty na jednej prostej tworzą &lt;b&gt;młynek&lt;/b&gt;. Jest ich 16: 12 boków trzech kwadratów (np. a1 a4 a7 albo b2 d2 f2) i 4 krótkie linie łączące kwadraty (a4 b4 c4, e4 f4 g4, d1 d2 d3 oraz d5 d6 d7).</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/rules_text.py" line="130"/>
        <source>The 24 points and their names. Two of the 16 mills are outlined: a7 d7 g7 and d1 d2 d3.</source>
        <translation>24 punkty i ich nazwy. Zaznaczono dwa z 16 młynków: a7 d7 g7 oraz d1 d2 d3.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/rules_text.py" line="136"/>
        <source>Placing</source>
        <translation>Rozstawianie</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/rules_text.py" line="138"/>
        <source>The board starts empty. The players take turns putting one of their men on any empty point, White first, until both have placed all nine.</source>
        <translation>Na początku plansza jest pusta. Gracze na zmianę stawiają po jednym swoim pionku na dowolnym wolnym punkcie, zaczynając od Białego, aż obaj rozstawią wszystkie dziewięć.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/rules_text.py" line="144"/>
        <source>Mills and removing a man</source>
        <translation>Młynki i zbijanie pionków</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/rules_text.py" line="146"/>
        <source>When your man completes a mill of your colour, whether you placed it or moved it there, you &lt;b&gt;remove&lt;/b&gt; one of your opponent&apos;s men from the board at once, as part of the same turn. A removed man is out of the game.</source>
        <translation>Gdy twój pionek zamyka młynek w twoim kolorze – niezależnie od tego, czy został tam postawiony, czy przesunięty – od razu &lt;b&gt;zbijasz&lt;/b&gt; jeden pionek przeciwnika z planszy, w ramach tego samego ruchu. Zbity pionek wypada z gry.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/rules_text.py" line="155"/>
        <source>You may not take a man that stands in one of your opponent&apos;s mills, &lt;b&gt;unless every one&lt;/b&gt; of their men is in a mill: then you may take any of them.</source>
        <translation>Nie wolno zbić pionka stojącego w jednym z młynków przeciwnika, &lt;b&gt;chyba że wszystkie&lt;/b&gt; jego pionki stoją w młynkach: wtedy można zbić dowolny z nich.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/rules_text.py" line="162"/>
        <source>Closing two mills with one move still removes only one man.</source>
        <translation>Zamknięcie dwóch młynków jednym ruchem i tak pozwala zbić tylko jeden pionek.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/rules_text.py" line="167"/>
        <source>White places a man on a4 and closes the mill a1 a4 a7, so White removes Black&apos;s man on g7 (written a4xg7). Black&apos;s men on b6, d6 and f6 form a mill and may not be taken while Black has a man outside a mill.</source>
        <translation>Biały stawia pionek na a4 i zamyka młynek a1 a4 a7, więc zbija pionek Czarnego z g7 (zapis a4xg7). Pionki Czarnego na b6, d6 i f6 tworzą młynek i nie można ich zbić, dopóki Czarny ma jakiś pionek poza młynkiem.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/rules_text.py" line="174"/>
        <source>Moving</source>
        <translation>Przesuwanie</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/rules_text.py" line="176"/>
        <source>Once all 18 men have been placed (some may have been removed already), the players take turns moving one of their men along a line to an &lt;b&gt;adjacent empty point&lt;/b&gt;. Forming a mill by moving removes a man just as placing does. Moving a man out of a mill and straight back on your next turn is allowed, and closing the mill again removes another man.</source>
        <translation>Gdy wszystkie 18 pionków zostanie rozstawionych (niektóre mogły już zostać zbite), gracze na zmianę przesuwają jeden ze swoich pionków wzdłuż linii na &lt;b&gt;sąsiedni wolny punkt&lt;/b&gt;. Ułożenie młynka przesunięciem pozwala zbić pionek tak samo jak postawienie. Wolno wysunąć pionek z młynka i w następnym ruchu od razu wsunąć go z powrotem; ponowne zamknięcie młynka pozwala zbić kolejny pionek.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/rules_text.py" line="187"/>
        <source>White&apos;s man on d6 can move to d5 or f6 (ringed). d7 and b6 are taken, and a man cannot jump over another one.</source>
        <translation>Pionek Białego na d6 może przejść na d5 lub f6 (w kółkach). Punkty d7 i b6 są zajęte, a pionek nie może przeskoczyć innego.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/rules_text.py" line="193"/>
        <source>Flying</source>
        <translation>Skoki</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/rules_text.py" line="195"/>
        <source>When &lt;b&gt;flying&lt;/b&gt; is switched on (it is by default; the New Game dialog can switch it off), a player who has exactly three men left may move a man to &lt;b&gt;any empty point&lt;/b&gt;, not only an adjacent one. With flying off, a player with three men moves like everyone else.</source>
        <translation>Gdy &lt;b&gt;skoki&lt;/b&gt; są włączone (domyślnie są; można je wyłączyć w oknie Nowa gra), gracz, któremu zostały dokładnie trzy pionki, może przestawić pionek na &lt;b&gt;dowolny wolny punkt&lt;/b&gt;, nie tylko sąsiedni. Przy wyłączonych skokach gracz z trzema pionkami porusza się jak wszyscy.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/rules_text.py" line="205"/>
        <source>White is down to three men and flies from a1 to e5 (written a1-e5).</source>
        <translation>Białemu zostały trzy pionki; skacze z a1 na e5 (zapis a1-e5).</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/rules_text.py" line="210"/>
        <source>End of the game</source>
        <translation>Koniec gry</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/rules_text.py" line="213"/>
        <source>A player who is &lt;b&gt;down to two men&lt;/b&gt; loses: they can no longer form a mill.</source>
        <translation>Gracz, któremu &lt;b&gt;zostały dwa pionki&lt;/b&gt;, przegrywa: nie może już ułożyć młynka.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/rules_text.py" line="219"/>
        <source>A player who, at the start of their turn in the moving phase, &lt;b&gt;cannot move&lt;/b&gt; any man (every one of them is &lt;b&gt;blocked&lt;/b&gt;) loses.</source>
        <translation>Gracz, który na początku swojej tury w fazie przesuwania &lt;b&gt;nie może ruszyć&lt;/b&gt; żadnym pionkiem (wszystkie są &lt;b&gt;zablokowane&lt;/b&gt;), przegrywa.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/rules_text.py" line="226"/>
        <source>The game is &lt;b&gt;drawn&lt;/b&gt; when the same position occurs for the third time with the same player to move (&lt;b&gt;threefold repetition&lt;/b&gt;).</source>
        <translation>Gra kończy się &lt;b&gt;remisem&lt;/b&gt;, gdy ta sama pozycja wystąpi po raz trzeci przy tym samym graczu na ruchu (&lt;b&gt;trzykrotne powtórzenie&lt;/b&gt;).</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/rules_text.py" line="233"/>
        <source>The game is also &lt;b&gt;drawn&lt;/b&gt; when 100 moves in a row (50 by each player) are made in the moving phase &lt;b&gt;without a removal&lt;/b&gt;.</source>
        <translation>Gra kończy się też &lt;b&gt;remisem&lt;/b&gt;, gdy w fazie przesuwania zostanie wykonanych 100 ruchów z rzędu (po 50 każdego gracza) &lt;b&gt;bez zbicia&lt;/b&gt;.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/rules_text.py" line="241"/>
        <source>Both draw rules are on by default; each can be switched off in the New Game dialog.</source>
        <translation>Obie zasady remisu są domyślnie włączone; każdą z nich można wyłączyć w oknie Nowa gra.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/rules_text.py" line="249"/>
        <source>White plays f6-f4. None of Black&apos;s four men (ringed) has an empty neighbour now, so Black cannot move and loses.</source>
        <translation>Biały gra f6-f4. Żaden z czterech pionków Czarnego (w kółkach) nie ma teraz wolnego sąsiedniego punktu, więc Czarny nie może się ruszyć i przegrywa.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/rules_text.py" line="255"/>
        <location filename="../../ninetka_desktop/ui/ninetka/rules_text.py" line="270"/>
        <source>Notation</source>
        <translation>Zapis</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/rules_text.py" line="257"/>
        <source>Placing a man is written as its point, e.g. &lt;tt&gt;d6&lt;/tt&gt;.</source>
        <translation>Postawienie pionka zapisuje się jako jego punkt, np. &lt;tt&gt;d6&lt;/tt&gt;.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/rules_text.py" line="259"/>
        <source>Moving a man joins the two points with a dash, e.g. &lt;tt&gt;d6-d7&lt;/tt&gt;; a flight is written the same way.</source>
        <translation>Przesunięcie pionka to dwa punkty połączone myślnikiem, np. &lt;tt&gt;d6-d7&lt;/tt&gt;; skok zapisuje się tak samo.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/rules_text.py" line="266"/>
        <source>A move that removes a man is followed by &lt;tt&gt;x&lt;/tt&gt; and the point of the man removed: &lt;tt&gt;a4xg7&lt;/tt&gt;, &lt;tt&gt;d6-d7xb4&lt;/tt&gt;.</source>
        <translation>Po ruchu, który zbija pionek, pisze się &lt;tt&gt;x&lt;/tt&gt; i punkt zbitego pionka: &lt;tt&gt;a4xg7&lt;/tt&gt;, &lt;tt&gt;d6-d7xb4&lt;/tt&gt;.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/kind.py" line="81"/>
        <source>Rules of 9tka</source>
        <translation>Zasady gry 9tka</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/rules_text.py" line="64"/>
        <source>Colour</source>
        <translation>Kolor</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/rules_text.py" line="65"/>
        <source>Turn</source>
        <translation>Kolejność</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/rules_text.py" line="66"/>
        <source>2 players</source>
        <translation>2 graczy</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/rules_text.py" line="67"/>
        <source>3 players</source>
        <translation>3 graczy</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/rules_text.py" line="68"/>
        <source>4 players</source>
        <translation>4 graczy</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/rules_text.py" line="81"/>
        <source>How to play 9tka</source>
        <translation>9tka – jak grać</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/rules_text.py" line="83"/>
        <source>9tka (from the Polish &lt;i&gt;dziewiątka&lt;/i&gt;, “the nine”) is a game of area majority for 2 to 4 players, designed by Adam Kałuża in 2007. You slide counters in from the edge of the board and try to hold more of the nine sections than anyone else.</source>
        <translation>9tka (od polskiego słowa &lt;i&gt;dziewiątka&lt;/i&gt;) to gra o przewagę na obszarach dla 2–4 graczy, zaprojektowana przez Adama Kałużę w 2007 roku. Wsuwasz pionki z brzegu planszy i starasz się opanować więcej z dziewięciu sektorów niż ktokolwiek inny.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/rules_text.py" line="92"/>
        <source>The board is a grid of 11&amp;times;11 cells. Columns are lettered A to K from left to right, rows numbered 1 to 11 from bottom to top, so A1 is the bottom-left corner. The four corners are never used.</source>
        <translation>Plansza to siatka 11&amp;times;11 pól. Kolumny oznaczone są literami od A do K od lewej do prawej, a rzędy numerami od 1 do 11 od dołu do góry, więc A1 to lewy dolny róg. Czterech narożnych pól nigdy się nie używa.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/rules_text.py" line="99"/>
        <source>The &lt;b&gt;field&lt;/b&gt; is the inner 9&amp;times;9 square, B2 to J10. A counter that has entered the field never moves again.</source>
        <translation>&lt;b&gt;Obszar gry&lt;/b&gt; to wewnętrzny kwadrat 9&amp;times;9, od B2 do J10. Pionek, który wszedł na obszar gry, już nigdy się nie rusza.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/rules_text.py" line="105"/>
        <source>The 36 round &lt;b&gt;slots&lt;/b&gt; around the field, 9 on each side, hold counters that are still waiting outside the board.</source>
        <translation>36 okrągłych &lt;b&gt;gniazd&lt;/b&gt; wokół obszaru gry, po 9 z każdej strony, mieści pionki, które wciąż czekają poza planszą.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/rules_text.py" line="111"/>
        <source>The field is cut into nine 3&amp;times;3 &lt;b&gt;sections&lt;/b&gt;, named like a compass: NW, N, NE at the top, W, C, E in the middle and SW, S, SE at the bottom.</source>
        <translation>Obszar gry dzieli się na dziewięć &lt;b&gt;sektorów&lt;/b&gt; 3&amp;times;3, nazwanych jak kierunki kompasu (skrótami angielskimi): NW, N, NE u góry, W, C, E pośrodku oraz SW, S, SE u dołu.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/rules_text.py" line="117"/>
        <source>The lighter inner 7&amp;times;7 square, C3 to I9, is the &lt;b&gt;core&lt;/b&gt;. The darker ring around it (rows 2 and 10, columns B and J) is outside the core. A corner section has 4 core cells, a side section 6 and the centre section all 9.</source>
        <translation>Jaśniejszy wewnętrzny kwadrat 7&amp;times;7, od C3 do I9, to &lt;b&gt;rdzeń&lt;/b&gt;. Ciemniejszy pierścień wokół niego (rzędy 2 i 10, kolumny B i J) leży poza rdzeniem. Sektor narożny ma 4 pola rdzenia, sektor boczny 6, a sektor środkowy wszystkie 9.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/rules_text.py" line="126"/>
        <source>The field, its nine sections, the core and the slots.</source>
        <translation>Obszar gry, jego dziewięć sektorów, rdzeń i gniazda.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/rules_text.py" line="128"/>
        <source>Players and counters</source>
        <translation>Gracze i pionki</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/rules_text.py" line="130"/>
        <source>Each player has counters of one colour; how many depends on the number of players:</source>
        <translation>Każdy gracz ma pionki jednego koloru; ich liczba zależy od liczby graczy:</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/rules_text.py" line="137"/>
        <source>There are also 9 red &lt;b&gt;neutral counters&lt;/b&gt;, which belong to nobody. Turns always go Yellow, Blue, Orange, Green and round again.</source>
        <translation>Jest też 9 czerwonych &lt;b&gt;pionków neutralnych&lt;/b&gt;, które nie należą do nikogo. Kolejność ruchów jest zawsze ta sama: Żółty, Niebieski, Pomarańczowy, Zielony i znów od początku.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/rules_text.py" line="143"/>
        <source>Playing: three phases</source>
        <translation>Przebieg gry: trzy fazy</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/rules_text.py" line="145"/>
        <source>1. Neutral counters</source>
        <translation>1. Pionki neutralne</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/rules_text.py" line="147"/>
        <source>Nine turns. Yellow starts, then the players take turns in order (with 2 players Yellow places 5 and Blue 4; with 3 players 3 each; with 4 players Yellow places 3 and the others 2). On your turn put one neutral counter on an empty core cell of a section that has no neutral counter yet. In the end every section holds exactly one.</source>
        <translation>Dziewięć tur. Zaczyna Żółty, potem gracze ruszają się po kolei (przy 2 graczach Żółty stawia 5, a Niebieski 4; przy 3 graczach każdy po 3; przy 4 graczach Żółty stawia 3, a pozostali po 2). W swojej turze postaw jeden pionek neutralny na wolnym polu rdzenia w sektorze, w którym nie ma jeszcze pionka neutralnego. Na koniec w każdym sektorze stoi dokładnie jeden.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/rules_text.py" line="155"/>
        <source>&lt;b&gt;Option:&lt;/b&gt; the neutral counters can instead be placed at random, one on a core cell of each section; the game remembers how, so it can be replayed.</source>
        <translation>&lt;b&gt;Wariant:&lt;/b&gt; pionki neutralne można też rozstawić losowo, po jednym na polu rdzenia każdego sektora; gra zapamiętuje rozstawienie, więc partię można odtworzyć.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/rules_text.py" line="162"/>
        <source>2. Counters on the edge</source>
        <translation>2. Pionki na brzegu</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/rules_text.py" line="164"/>
        <source>36 turns. Yellow starts this phase, whoever placed the last neutral counter. On your turn put one of your counters in any empty slot. The phase ends when all 36 slots are filled; by then everyone has placed all their counters.</source>
        <translation>36 tur. Tę fazę zaczyna Żółty, niezależnie od tego, kto postawił ostatni pionek neutralny. W swojej turze postaw jeden ze swoich pionków w dowolnym wolnym gnieździe. Faza kończy się, gdy wszystkie 36 gniazd jest zajętych; wtedy każdy ma już rozstawione wszystkie swoje pionki.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/rules_text.py" line="173"/>
        <source>Neutral counters in every section; the slots begin to fill.</source>
        <translation>Pionki neutralne w każdym sektorze; gniazda zaczynają się zapełniać.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/rules_text.py" line="176"/>
        <source>3. Movement</source>
        <translation>3. Wsuwanie pionków</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/rules_text.py" line="178"/>
        <source>Yellow starts this phase too. On your turn pick one of your counters waiting in a slot and slide it into the field, straight away from its side: a counter in A5 travels right along row 5, one in E11 travels down column E. It moves cell by cell and stops on the last empty cell before the first occupied one, whoever that counter belongs to: yours, an opponent&apos;s, a neutral counter, or a counter still waiting in the slot opposite. It cannot stop part-way and must enter at least one cell.</source>
        <translation>Tę fazę również zaczyna Żółty. W swojej turze wybierz jeden ze swoich pionków czekających w gnieździe i wsuń go na obszar gry, prosto od jego strony: pionek z A5 jedzie w prawo wzdłuż rzędu 5, pionek z E11 jedzie w dół kolumną E. Przesuwa się pole po polu i zatrzymuje na ostatnim wolnym polu przed pierwszym zajętym, bez względu na to, do kogo należy tamten pionek: do ciebie, do przeciwnika, jest neutralny czy wciąż czeka w przeciwległym gnieździe. Nie może zatrzymać się w połowie drogi i musi wejść przynajmniej na jedno pole.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/rules_text.py" line="191"/>
        <source>Yellow&apos;s counter from A5 stops on E5, before the neutral counter on F5. Blue&apos;s counter from E11 stops on E8, before Yellow&apos;s counter on E7.</source>
        <translation>Pionek Żółtego z A5 zatrzymuje się na E5, przed pionkiem neutralnym na F5. Pionek Niebieskiego z E11 zatrzymuje się na E8, przed pionkiem Żółtego na E7.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/rules_text.py" line="198"/>
        <source>A waiting counter whose first cell in the field is occupied is &lt;b&gt;blocked&lt;/b&gt;: it can never move, now or later. A sliding counter never leaves the field, because the slot opposite is always either still occupied or its counter is already on the same line.</source>
        <translation>Czekający pionek, którego pierwsze pole na obszarze gry jest zajęte, jest &lt;b&gt;zablokowany&lt;/b&gt;: nie może się ruszyć ani teraz, ani później. Wsuwany pionek nigdy nie opuszcza obszaru gry, bo przeciwległe gniazdo jest zawsze albo wciąż zajęte, albo jego pionek stoi już na tej samej linii.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/rules_text.py" line="208"/>
        <source>Yellow&apos;s counter came down from B11 and stopped on B6, above Blue&apos;s counter on B5. Blue&apos;s counter in A6 faces an occupied first cell: it is blocked for the rest of the game.</source>
        <translation>Pionek Żółtego zjechał z B11 i zatrzymał się na B6, nad pionkiem Niebieskiego na B5. Pionek Niebieskiego w A6 ma przed sobą zajęte pierwsze pole: jest zablokowany do końca gry.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/rules_text.py" line="216"/>
        <source>A player who has no counter that can move &lt;b&gt;passes&lt;/b&gt;; this happens by itself, it is never a choice. The game ends when no player can move.</source>
        <translation>Gracz, który nie ma pionka zdolnego do ruchu, &lt;b&gt;pasuje&lt;/b&gt;; dzieje się to samo i nigdy nie jest wyborem. Gra kończy się, gdy żaden gracz nie może się ruszyć.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/rules_text.py" line="223"/>
        <source>Scoring and the winner</source>
        <translation>Punktacja i zwycięzca</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/rules_text.py" line="225"/>
        <source>You &lt;b&gt;conquer&lt;/b&gt; a section when you have strictly more of your own counters on its 9 cells than every other player. Neutral counters count for nobody, counters still waiting in slots count for nothing, and when the highest count is shared nobody conquers the section. Each conquered section scores 1 point (0 to 9).</source>
        <translation>&lt;b&gt;Zdobywasz&lt;/b&gt; sektor, gdy masz na jego 9 polach więcej swoich pionków niż każdy inny gracz. Pionki neutralne nie liczą się dla nikogo, pionki czekające w gniazdach nie liczą się wcale, a gdy najwyższą liczbę ma kilku graczy, sektora nie zdobywa nikt. Każdy zdobyty sektor daje 1 punkt (od 0 do 9).</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/rules_text.py" line="235"/>
        <source>Yellow conquers NW with 3 counters to 2. In N, Yellow and Blue have 2 each, so nobody does. Blue conquers NE with a single counter. Held sections take a tint of their holder&apos;s colour.</source>
        <translation>Żółty zdobywa NW, mając 3 pionki przeciw 2. W N Żółty i Niebieski mają po 2, więc nie zdobywa go nikt. Niebieski zdobywa NE jednym pionkiem. Zdobyte sektory przybierają odcień koloru swojego właściciela.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/rules_text.py" line="243"/>
        <source>The highest score wins. If several players share it, &lt;b&gt;the one who sits latest in the turn order among them wins&lt;/b&gt;: in a 2-player tie Blue wins. So every game has exactly one winner. The full ranking orders the players by score, then by the later seat.</source>
        <translation>Wygrywa najwyższy wynik. Jeśli ma go kilku graczy, &lt;b&gt;wygrywa ten z nich, kto jest najpóźniej w kolejności ruchów&lt;/b&gt;: przy remisie dwóch graczy wygrywa Niebieski. Dzięki temu każda gra ma dokładnie jednego zwycięzcę. Pełny ranking porządkuje graczy według wyniku, a następnie według późniejszego miejsca w kolejności.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/rules_text.py" line="252"/>
        <source>Tournament</source>
        <translation>Turniej</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/rules_text.py" line="254"/>
        <source>With 2 players a tournament is two games: each player plays once as Yellow and once as Blue. Each player&apos;s scores from both games are added and the higher total wins. With equal totals the tournament is drawn (the rulebook names no tie-break); the number of games each player won is shown as well.</source>
        <translation>Przy 2 graczach turniej to dwie partie: każdy gracz gra raz jako Żółty i raz jako Niebieski. Wyniki każdego gracza z obu partii się sumuje i wygrywa wyższa suma. Przy równych sumach turniej kończy się remisem (zasady nie przewidują dogrywki); pokazywana jest też liczba partii wygranych przez każdego gracza.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/rules_text.py" line="262"/>
        <source>&lt;b&gt;Option&lt;/b&gt; for 3 or 4 players: a series of as many games as players, with the seats rotating so that every player sits once in every seat. Totals decide, as with 2 players.</source>
        <translation>&lt;b&gt;Wariant&lt;/b&gt; dla 3 lub 4 graczy: seria tylu partii, ilu jest graczy, z rotacją miejsc, tak by każdy gracz raz zasiadł na każdym miejscu. Decydują sumy, tak jak przy 2 graczach.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/rules_text.py" line="272"/>
        <source>A neutral counter is written as its cell, e.g. &lt;tt&gt;E6&lt;/tt&gt;.</source>
        <translation>Pionek neutralny zapisuje się jako jego pole, np. &lt;tt&gt;E6&lt;/tt&gt;.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/rules_text.py" line="274"/>
        <source>A counter put on the edge is written as its slot, e.g. &lt;tt&gt;A7&lt;/tt&gt;.</source>
        <translation>Pionek postawiony na brzegu zapisuje się jako jego gniazdo, np. &lt;tt&gt;A7&lt;/tt&gt;.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/rules_text.py" line="278"/>
        <source>A slide is the slot and the landing cell joined by a dash, e.g. &lt;tt&gt;A7-F7&lt;/tt&gt;. The bare slot (&lt;tt&gt;A7&lt;/tt&gt;) is understood too, since the landing cell follows from the position.</source>
        <translation>Wsunięcie to gniazdo i pole docelowe połączone myślnikiem, np. &lt;tt&gt;A7-F7&lt;/tt&gt;. Samo gniazdo (&lt;tt&gt;A7&lt;/tt&gt;) też jest rozumiane, bo pole docelowe wynika z pozycji.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/rules_text.py" line="285"/>
        <source>A pass is written &lt;tt&gt;pass&lt;/tt&gt;.</source>
        <translation>Pas zapisuje się jako &lt;tt&gt;pass&lt;/tt&gt;.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/rules_text.py" line="287"/>
        <source>Capital and small letters mean the same; the app writes capitals.</source>
        <translation>Wielkie i małe litery znaczą to samo; program pisze wielkimi.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/kind.py" line="86"/>
        <source>Rules of Nine Men&apos;s Morris</source>
        <translation type="vanished">Zasady gry Młynek</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/analysis_help.py" line="27"/>
        <source>An &lt;b&gt;exact&lt;/b&gt; value is proved: who wins and by how much (9tka, two players, once the counters slide), or a win, a draw or a loss (Nine Men&apos;s Morris, from the endgame tables or a forced end). Any other value is an &lt;b&gt;estimate&lt;/b&gt;: the chance, in percent, that the player to move wins after that move. The panel looks deeper while the position stands and starts again after a move; click a move in the move list to analyse an earlier position.</source>
        <translation type="vanished">Wartość &lt;b&gt;dokładna&lt;/b&gt; jest udowodniona: kto wygrywa i o ile (9tka, dwóch graczy, gdy pionki się przesuwają) albo wygrana, remis lub przegrana (młynek, z tablic końcówek lub z wymuszonego końca). Każda inna wartość to &lt;b&gt;szacunek&lt;/b&gt;: szansa w procentach, że gracz na ruchu wygra po tym ruchu. Panel szuka głębiej, dopóki pozycja się nie zmienia, i zaczyna od nowa po ruchu; kliknij ruch na liście ruchów, aby przeanalizować wcześniejszą pozycję.</translation>
    </message>
</context>
<context>
    <name>ScoreModel</name>
    <message>
        <location filename="../../ninetka_desktop/models/ninetka/scores.py" line="84"/>
        <source>Score</source>
        <translation>Wynik</translation>
    </message>
</context>
<context>
    <name>Seats</name>
    <message>
        <location filename="../../ninetka_desktop/models/roles.py" line="94"/>
        <location filename="../../ninetka_desktop/ui/ninetka/rules_text.py" line="58"/>
        <source>Yellow</source>
        <translation>Żółty</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/models/roles.py" line="95"/>
        <location filename="../../ninetka_desktop/ui/ninetka/rules_text.py" line="59"/>
        <source>Blue</source>
        <translation>Niebieski</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/models/roles.py" line="96"/>
        <location filename="../../ninetka_desktop/ui/ninetka/rules_text.py" line="60"/>
        <source>Orange</source>
        <translation>Pomarańczowy</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/models/roles.py" line="97"/>
        <location filename="../../ninetka_desktop/ui/ninetka/rules_text.py" line="61"/>
        <source>Green</source>
        <translation>Zielony</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/models/roles.py" line="99"/>
        <source>Black</source>
        <translation>Czarny</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/models/roles.py" line="99"/>
        <source>White</source>
        <translation>Biały</translation>
    </message>
</context>
<context>
    <name>SelfTest</name>
    <message>
        <location filename="../../ninetka_desktop/self_test.py" line="69"/>
        <source>Computer 1</source>
        <translation>Komputer 1</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/self_test.py" line="70"/>
        <source>Computer 2</source>
        <translation>Komputer 2</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/self_test.py" line="108"/>
        <source>ninetka self-test FAILED: {problem}</source>
        <translation>autotest ninetka NIEUDANY: {problem}</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/self_test.py" line="111"/>
        <source>ninetka self-test passed in {seconds:.1f} s: {summary}</source>
        <translation>autotest ninetka zaliczony w {seconds:.1f} s: {summary}</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/self_test.py" line="125"/>
        <source>ninetka self-test FAILED: no result after {seconds:.0f} s; the app is stuck</source>
        <translation>autotest ninetka NIEUDANY: brak wyniku po {seconds:.0f} s; program się zawiesił</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/self_test.py" line="160"/>
        <source>the main window did not open</source>
        <translation>główne okno się nie otworzyło</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/self_test.py" line="164"/>
        <source>the app icon is missing from the bundle</source>
        <translation>w pakiecie brakuje ikony programu</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/self_test.py" line="166"/>
        <source>the app icon {path} could not be drawn (Qt&apos;s SVG support is missing?)</source>
        <translation>nie udało się narysować ikony programu {path} (brak obsługi SVG w Qt?)</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/self_test.py" line="178"/>
        <source>the sound effects cannot play: {reason}</source>
        <translation>efekty dźwiękowe nie mogą grać: {reason}</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/self_test.py" line="187"/>
        <source>the native core is missing ({error})</source>
        <translation>brakuje rdzenia natywnego ({error})</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/self_test.py" line="193"/>
        <source>the native core disagrees with the rules after {moves} moves</source>
        <translation>rdzeń natywny nie zgadza się z regułami po {moves} ruchach</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/self_test.py" line="198"/>
        <location filename="../../ninetka_desktop/self_test.py" line="203"/>
        <source>the native core did not finish its playouts</source>
        <translation>rdzeń natywny nie dokończył rozgrywek próbnych</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/self_test.py" line="224"/>
        <source>the endgame tables are missing ({names})</source>
        <translation>brakuje tablic końcówek ({names})</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/self_test.py" line="235"/>
        <source>the endgame tables cannot be read</source>
        <translation>nie da się odczytać tablic końcówek</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/self_test.py" line="247"/>
        <source>the puzzles cannot be read ({error})</source>
        <translation>nie da się odczytać zadań ({error})</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/self_test.py" line="282"/>
        <source>a 9tka game of {moves} moves, {ai} of them chosen by {workers} AI worker process(es); {winner} won ({scores}); Qt platform {platform}</source>
        <translation>partia 9tka z {moves} ruchami, z których {ai} wybrał AI w {workers} procesach roboczych; wygrał {winner} ({scores}); platforma Qt {platform}</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/self_test.py" line="308"/>
        <source>the AI worker failed: {error}</source>
        <translation>proces roboczy AI zawiódł: {error}</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/self_test.py" line="316"/>
        <source>a dialog stopped the game: {title}</source>
        <translation>okno dialogowe zatrzymało grę: {title}</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/self_test.py" line="320"/>
        <source>the game did not end within {seconds:.0f} s ({moves} moves, phase {phase})</source>
        <translation>gra nie skończyła się w ciągu {seconds:.0f} s (ruchy: {moves}, faza: {phase})</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/self_test.py" line="337"/>
        <source>the game was reported finished before its end</source>
        <translation>gra została zgłoszona jako zakończona przed swoim końcem</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/self_test.py" line="341"/>
        <source>move {number}, {move}, was not legal</source>
        <translation>ruch nr {number}, {move}, był niedozwolony</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/self_test.py" line="344"/>
        <source>replaying the moves does not give the game&apos;s result</source>
        <translation>odtworzenie ruchów nie daje wyniku gry</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/self_test.py" line="346"/>
        <source>the move list shows {rows} moves, the game has {moves}</source>
        <translation>lista ruchów pokazuje {rows}, a gra ma {moves}</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/self_test.py" line="351"/>
        <source>only {ai} of the {moves} computer moves came from the AI worker</source>
        <translation>tylko {ai} z {moves} ruchów komputera pochodziło z procesu roboczego AI</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/self_test.py" line="355"/>
        <source>no AI worker process was seen</source>
        <translation>nie zauważono żadnego procesu roboczego AI</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/settings.py" line="38"/>
        <source>Settings</source>
        <translation>Ustawienia</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/settings.py" line="41"/>
        <source>Fast</source>
        <translation>Szybkie</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/settings.py" line="41"/>
        <source>Normal</source>
        <translation>Normalne</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/settings.py" line="41"/>
        <source>Off</source>
        <translation>Wyłączone</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/settings.py" line="41"/>
        <source>Slow</source>
        <translation>Powolne</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/settings.py" line="47"/>
        <location filename="../../ninetka_desktop/ui/dialogs/settings.py" line="57"/>
        <source>Follow the system</source>
        <translation>Zgodnie z systemem</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/settings.py" line="48"/>
        <source>Light</source>
        <translation>Jasny</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/settings.py" line="49"/>
        <source>Dark</source>
        <translation>Ciemny</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/settings.py" line="50"/>
        <source>High contrast</source>
        <translation>Wysoki kontrast</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/settings.py" line="65"/>
        <source>The new language is used from the next start.</source>
        <translation>Nowy język zacznie obowiązywać po ponownym uruchomieniu programu.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/settings.py" line="67"/>
        <source>Click twice to play a move (the first click shows it)</source>
        <translation>Ruch wymaga dwóch kliknięć (pierwsze go pokazuje)</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/settings.py" line="69"/>
        <source>Play sound effects</source>
        <translation>Odtwarzaj efekty dźwiękowe</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/settings.py" line="75"/>
        <source>Volume</source>
        <translation>Głośność</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/settings.py" line="76"/>
        <source>Silent while the window is minimised</source>
        <translation>Cisza, gdy okno jest zminimalizowane</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/settings.py" line="87"/>
        <source>&amp;Animations:</source>
        <translation>&amp;Animacje:</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/settings.py" line="88"/>
        <source>&amp;Theme:</source>
        <translation>&amp;Motyw:</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/settings.py" line="89"/>
        <source>&amp;Language:</source>
        <translation>&amp;Język:</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/settings.py" line="92"/>
        <source>&amp;Sound:</source>
        <translation>&amp;Dźwięk:</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/settings.py" line="93"/>
        <source>&amp;Volume:</source>
        <translation>&amp;Głośność:</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/shortcuts.py" line="36"/>
        <source>Arrow keys</source>
        <translation>Strzałki</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/shortcuts.py" line="37"/>
        <source>Move the focus frame over the board</source>
        <translation>Przesuń ramkę wyboru po planszy</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/shortcuts.py" line="40"/>
        <source>Enter, Space</source>
        <translation>Enter, spacja</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/shortcuts.py" line="41"/>
        <source>Play on the focused cell or point</source>
        <translation>Zagraj na wybranym polu lub punkcie</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/shortcuts.py" line="44"/>
        <source>Letters and digits, then Enter</source>
        <translation>Litery i cyfry, potem Enter</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/shortcuts.py" line="45"/>
        <source>Play a move typed by its name (E6, A7-F7, d6-d7xb4)</source>
        <translation>Wykonaj ruch wpisany z nazwy (E6, A7-F7, d6-d7xb4)</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/shortcuts.py" line="48"/>
        <source>Backspace</source>
        <translation>Backspace</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/shortcuts.py" line="49"/>
        <source>Take back a typed character</source>
        <translation>Cofnij wpisany znak</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/shortcuts.py" line="52"/>
        <source>Escape</source>
        <translation>Escape</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/shortcuts.py" line="53"/>
        <source>Forget a typed move, else cancel the move in progress</source>
        <translation>Porzuć wpisany ruch, a gdy go nie ma, anuluj rozpoczęty ruch</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/shortcuts.py" line="56"/>
        <source>Tab</source>
        <translation>Tab</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/shortcuts.py" line="57"/>
        <source>Go to the next part of the window</source>
        <translation>Przejdź do następnej części okna</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/shortcuts.py" line="81"/>
        <source>Keyboard Shortcuts</source>
        <translation>Skróty klawiszowe</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/shortcuts.py" line="86"/>
        <source>Keys</source>
        <translation>Klawisze</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/shortcuts.py" line="86"/>
        <source>What they do</source>
        <translation>Działanie</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/shortcuts.py" line="88"/>
        <source>Keyboard shortcuts</source>
        <translation>Skróty klawiszowe</translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <location filename="../../ninetka_desktop/ui/move_list.py" line="56"/>
        <source>Moves played</source>
        <translation>Rozegrane ruchy</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/move_list.py" line="74"/>
        <source>Click a move to see the board as it was after it; a move played there starts a variation. Right-click for the variation and the comment.</source>
        <translation>Kliknij ruch, aby zobaczyć planszę po nim; ruch zagrany tam zaczyna wariant. Prawy przycisk: wariant i komentarz.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/move_words.py" line="19"/>
        <source>passes</source>
        <translation>pasuje</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/move_words.py" line="22"/>
        <source>{from} to {to}</source>
        <translation>z {from} na {to}</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/move_words.py" line="24"/>
        <source>{move}, takes {point}</source>
        <translation>{move}, zbija {point}</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/move_words.py" line="31"/>
        <source>Last move: {player}, {move}</source>
        <translation>Ostatni ruch: {player}, {move}</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/section_table.py" line="70"/>
        <source>Counters per section</source>
        <translation>Pionki w sektorach</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/section_table.py" line="72"/>
        <source>Each player&apos;s counters in each section; a tinted cell is a section held</source>
        <translation>Pionki każdego gracza w każdym sektorze; zabarwione pole to opanowany sektor</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/side_panel.py" line="68"/>
        <source>What to do now</source>
        <translation>Co teraz zrobić</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/side_panel.py" line="73"/>
        <source>Last move</source>
        <translation>Ostatni ruch</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/side_panel.py" line="77"/>
        <source>The computer is thinking</source>
        <translation>Komputer myśli</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/side_panel.py" line="85"/>
        <source>Undo</source>
        <translation>Cofnij</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/side_panel.py" line="86"/>
        <source>Redo</source>
        <translation>Ponów</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/side_panel.py" line="87"/>
        <source>Hint</source>
        <translation>Podpowiedź</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/side_panel.py" line="88"/>
        <source>Back to the game</source>
        <translation>Wróć do gry</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/side_panel.py" line="89"/>
        <source>Show the Better Move</source>
        <translation>Pokaż lepszy ruch</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/side_panel.py" line="111"/>
        <source>Comment</source>
        <translation>Komentarz</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/side_panel.py" line="132"/>
        <source>Moves</source>
        <translation>Ruchy</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/side_panel.py" line="134"/>
        <source>Evaluation</source>
        <translation>Ocena</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/move_list.py" line="44"/>
        <source>Click a move to see the board as it was after it</source>
        <translation type="vanished">Kliknij ruch, aby zobaczyć planszę po nim</translation>
    </message>
</context>
<context>
    <name>Sound</name>
    <message>
        <location filename="../../ninetka_desktop/ui/sound.py" line="72"/>
        <source>This system has no audio output.</source>
        <translation>Ten system nie ma wyjścia dźwięku.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/sound.py" line="78"/>
        <source>Qt&apos;s audio module could not be loaded ({error}).</source>
        <translation>Nie udało się wczytać modułu dźwięku Qt ({error}).</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/sound.py" line="82"/>
        <source>The sound files are missing from this installation.</source>
        <translation>W tej instalacji brakuje plików dźwiękowych.</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message numerus="yes">
        <location filename="../../ninetka_desktop/models/statistics_table.py" line="25"/>
        <source>%n players</source>
        <translation>
            <numerusform>%n gracz</numerusform>
            <numerusform>%n graczy</numerusform>
            <numerusform>%n graczy</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/models/statistics_table.py" line="32"/>
        <source>Nine Men&apos;s Morris, flying</source>
        <translation>Młynek, z lataniem</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/models/statistics_table.py" line="33"/>
        <source>Nine Men&apos;s Morris, no flying</source>
        <translation>Młynek, bez latania</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/models/statistics_table.py" line="37"/>
        <source>people only</source>
        <translation>tylko ludzie</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/models/statistics_table.py" line="97"/>
        <source>All games</source>
        <translation>Wszystkie gry</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/models/statistics_table.py" line="113"/>
        <source>Players</source>
        <translation>Gracze</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/models/statistics_table.py" line="113"/>
        <source>Rules</source>
        <translation>Zasady</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/models/statistics_table.py" line="114"/>
        <source>Opponent</source>
        <translation>Przeciwnik</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/models/statistics_table.py" line="115"/>
        <source>Played</source>
        <translation>Rozegrane</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/models/statistics_table.py" line="116"/>
        <source>Won</source>
        <translation>Wygrane</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/models/statistics_table.py" line="117"/>
        <source>Drawn</source>
        <translation>Remisy</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/models/statistics_table.py" line="118"/>
        <source>Lost</source>
        <translation>Przegrane</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/models/statistics_table.py" line="119"/>
        <source>Streak</source>
        <translation>Seria</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/models/statistics_table.py" line="120"/>
        <source>Best streak</source>
        <translation>Najlepsza seria</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/models/statistics_table.py" line="121"/>
        <source>Fastest win</source>
        <translation>Najszybsza wygrana</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/models/statistics_table.py" line="121"/>
        <source>Most sections</source>
        <translation>Najwięcej sektorów</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/models/statistics_table.py" line="126"/>
        <source>The strongest computer level in the game, or people only (hot-seat)</source>
        <translation>Najsilniejszy poziom komputera w grze albo tylko ludzie (gra przy jednym komputerze)</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/models/statistics_table.py" line="128"/>
        <source>Games won in a row, up to the last one</source>
        <translation>Gry wygrane z rzędu, aż do ostatniej</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/models/statistics_table.py" line="130"/>
        <source>The most games won in a row</source>
        <translation>Najwięcej gier wygranych z rzędu</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/models/statistics_table.py" line="133"/>
        <source>The most sections you held at the end of a game</source>
        <translation>Najwięcej sektorów, które miałeś na końcu gry</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/models/statistics_table.py" line="134"/>
        <source>The fewest moves you needed to win a game</source>
        <translation>Najmniej ruchów, których potrzebowałeś do wygranej</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/statistics.py" line="51"/>
        <source>Games by rules and opponent</source>
        <translation>Gry według zasad i przeciwnika</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/statistics.py" line="53"/>
        <source>No games counted yet: finish a game against the computer or a friend.</source>
        <translation>Nie policzono jeszcze żadnej gry: dokończ grę z komputerem albo z przyjacielem.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ninetka_desktop/ui/dialogs/statistics.py" line="67"/>
        <source>Your rating: {rating} after %n rated games</source>
        <translation>
            <numerusform>Twój ranking: {rating} po %n grze rankingowej</numerusform>
            <numerusform>Twój ranking: {rating} po %n grach rankingowych</numerusform>
            <numerusform>Twój ranking: {rating} po %n grach rankingowych</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/statistics.py" line="73"/>
        <source>Your rating: {rating} (not yet rated: play against the computer)</source>
        <translation>Twój ranking: {rating} (jeszcze bez gier rankingowych: zagraj z komputerem)</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/statistics.py" line="79"/>
        <source>On the same scale, the computer levels (L1-L6): {ratings}.</source>
        <translation>Na tej samej skali poziomy komputera (L1-L6): {ratings}.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/statistics.py" line="94"/>
        <source>Statistics</source>
        <translation>Statystyki</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/statistics.py" line="103"/>
        <source>&amp;Reset Statistics…</source>
        <translation>&amp;Wyzeruj statystyki…</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/statistics.py" line="128"/>
        <location filename="../../ninetka_desktop/ui/dialogs/statistics.py" line="141"/>
        <source>Reset Statistics</source>
        <translation>Zerowanie statystyk</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/statistics.py" line="130"/>
        <source>Forget every game counted and every rating? The ratings start again at Beginner&apos;s. This cannot be undone.</source>
        <translation>Zapomnieć wszystkie policzone gry i wszystkie rankingi? Rankingi zaczną się od nowa od poziomu Początkującego. Tego nie można cofnąć.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/statistics.py" line="142"/>
        <source>The statistics could not be reset: {error}</source>
        <translation>Nie udało się wyzerować statystyk: {error}</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/rating_plot.py" line="28"/>
        <source>Rating history</source>
        <translation>Historia rankingu</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ninetka_desktop/ui/rating_plot.py" line="41"/>
        <source>From {first} to {last} over the last %n rated games</source>
        <translation>
            <numerusform>Od {first} do {last} w ostatniej %n grze rankingowej</numerusform>
            <numerusform>Od {first} do {last} w ostatnich %n grach rankingowych</numerusform>
            <numerusform>Od {first} do {last} w ostatnich %n grach rankingowych</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/rating_plot.py" line="44"/>
        <location filename="../../ninetka_desktop/ui/rating_plot.py" line="104"/>
        <source>No rated games yet</source>
        <translation>Jeszcze bez gier rankingowych</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/rating_plot.py" line="87"/>
        <source>L{level}</source>
        <translation>L{level}</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/statistics_keeper.py" line="88"/>
        <source>The statistics could not be saved: {error}</source>
        <translation>Nie udało się zapisać statystyk: {error}</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/models/statistics_table.py" line="24"/>
        <source>flying</source>
        <translation type="vanished">z lataniem</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/models/statistics_table.py" line="24"/>
        <source>no flying</source>
        <translation type="vanished">bez latania</translation>
    </message>
</context>
<context>
    <name>Storage</name>
    <message>
        <location filename="../../ninetka_desktop/storage/autosave.py" line="39"/>
        <location filename="../../ninetka_desktop/storage/autosave.py" line="54"/>
        <source>saved game</source>
        <translation>zapisana gra</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/storage/autosave.py" line="42"/>
        <source>it is not a game record</source>
        <translation>to nie jest zapis gry</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/storage/autosave.py" line="47"/>
        <location filename="../../ninetka_desktop/ui/window_files.py" line="171"/>
        <source>The game cannot be resumed.</source>
        <translation>Nie można wznowić gry.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/storage/paths.py" line="77"/>
        <source>the file is too large</source>
        <translation>plik jest za duży</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/storage/paths.py" line="79"/>
        <source>it is not a regular file</source>
        <translation>to nie jest zwykły plik</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/storage/paths.py" line="83"/>
        <source>the file is not UTF-8 text</source>
        <translation>plik nie jest tekstem UTF-8</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/storage/paths.py" line="85"/>
        <source>the file is not valid JSON</source>
        <translation>plik nie jest poprawnym JSON-em</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/storage/paths.py" line="87"/>
        <source>the file does not hold a JSON object</source>
        <translation>plik nie zawiera obiektu JSON</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/storage/paths.py" line="90"/>
        <source>the file nests too deeply</source>
        <translation>plik ma zbyt głęboko zagnieżdżoną strukturę</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/storage/paths.py" line="101"/>
        <source>The {what} could not be read ({problem}).</source>
        <translation>Nie udało się odczytać: {what} ({problem}).</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/storage/paths.py" line="103"/>
        <source>The {what} could not be read ({problem}). The file was kept as {name}.</source>
        <translation>Nie udało się odczytać: {what} ({problem}). Plik zachowano jako {name}.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/storage/puzzle_progress.py" line="34"/>
        <source>puzzle progress file</source>
        <translation>plik postępu w zadaniach</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/storage/puzzle_progress.py" line="41"/>
        <source>it holds no puzzle progress this app can read</source>
        <translation>nie zawiera postępu w zadaniach, który ta aplikacja umie odczytać</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/storage/puzzle_progress.py" line="45"/>
        <source>Your puzzle progress starts afresh.</source>
        <translation>Postęp w zadaniach zaczyna się od nowa.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/storage/settings.py" line="195"/>
        <source>settings file</source>
        <translation>plik ustawień</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/storage/settings.py" line="200"/>
        <source>The default settings are used.</source>
        <translation>Używane są ustawienia domyślne.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/storage/statistics_file.py" line="36"/>
        <source>statistics file</source>
        <translation>plik statystyk</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/storage/statistics_file.py" line="43"/>
        <source>it holds no statistics this app can read</source>
        <translation>nie zawiera statystyk, które ta aplikacja potrafi odczytać</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/storage/statistics_file.py" line="47"/>
        <source>The statistics start again from here.</source>
        <translation>Statystyki zaczynają się od nowa.</translation>
    </message>
</context>
<context>
    <name>Tablebases</name>
    <message>
        <location filename="../../ninetka_desktop/ui/tablebase_keeper.py" line="107"/>
        <source>Damaged endgame tables ({names}) are being built again in the background; play goes on.</source>
        <translation>Uszkodzone tablice końcówek ({names}) budują się od nowa w tle; gra toczy się dalej.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/tablebase_keeper.py" line="166"/>
        <source>Perfect Pla&amp;y Tables…</source>
        <translation>Tablice gry &amp;bezbłędnej…</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/tablebase_keeper.py" line="186"/>
        <source>Building the endgame tables in the background; play goes on.</source>
        <translation>Tablice końcówek budują się w tle; gra toczy się dalej.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/tablebase_keeper.py" line="232"/>
        <source>these rules have no endgame tables</source>
        <translation>te zasady nie mają tablic końcówek</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/tablebase_keeper.py" line="266"/>
        <source>no build was paused</source>
        <translation>żadna budowa nie była wstrzymana</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/tablebase_keeper.py" line="277"/>
        <source>The perfect play tables&apos; build goes on in the background.</source>
        <translation>Budowa tablic gry bezbłędnej trwa dalej w tle.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/tablebase_keeper.py" line="279"/>
        <source>Another window of Ninetka Desktop is building endgame tables.</source>
        <translation>Inne okno Ninetka Desktop buduje tablice końcówek.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/tablebase_keeper.py" line="281"/>
        <source>The perfect play tables&apos; build could not go on: {reason}</source>
        <translation>Nie udało się kontynuować budowy tablic gry bezbłędnej: {reason}</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/tablebase_keeper.py" line="357"/>
        <source>Endgame tables: starting</source>
        <translation>Tablice końcówek: początek</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/tablebase_keeper.py" line="357"/>
        <source>Endgame tables: {done} of {total}</source>
        <translation>Tablice końcówek: {done} z {total}</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/tablebase_keeper.py" line="388"/>
        <source>The endgame tables could not be built: {reason}</source>
        <translation>Nie udało się zbudować tablic końcówek: {reason}</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/tablebase_keeper.py" line="398"/>
        <source>The endgame tables&apos; build is paused; its work is saved.</source>
        <translation>Budowa tablic końcówek jest wstrzymana; jej praca jest zapisana.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/tablebase_keeper.py" line="400"/>
        <source>The perfect play tables are ready: Expert and Master play them.</source>
        <translation>Tablice gry bezbłędnej są gotowe: Ekspert i Mistrz z nich grają.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/tablebase_keeper.py" line="403"/>
        <source>The endgame tables are ready: Expert and Master now play them perfectly.</source>
        <translation>Tablice końcówek są gotowe: Ekspert i Mistrz grają teraz końcówki bezbłędnie.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/tablebase_keeper.py" line="125"/>
        <source>Build &amp;Larger Endgame Tables…</source>
        <translation type="vanished">Zbuduj &amp;większe tablice końcówek…</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/tablebase_keeper.py" line="150"/>
        <source>Larger Endgame Tables</source>
        <translation type="vanished">Większe tablice końcówek</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/tablebase_keeper.py" line="152"/>
        <source>Endgame tables are being built already.</source>
        <translation type="vanished">Tablice końcówek już się budują.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/tablebase_keeper.py" line="156"/>
        <source>flying at three men</source>
        <translation type="vanished">ze skokami przy trzech pionkach</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/tablebase_keeper.py" line="156"/>
        <source>no flying</source>
        <translation type="vanished">bez skoków</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/tablebase_keeper.py" line="159"/>
        <source>The endgame tables up to {men} men a side ({rules}) are installed already.</source>
        <translation type="vanished">Tablice końcówek do {men} pionków na stronę ({rules}) są już zainstalowane.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/tablebase_keeper.py" line="167"/>
        <source>Build the endgame tables up to {men} men a side ({rules})? Expert and Master will then play every position of the moving phase with up to {men} men a side perfectly.

They take about {size} MB in your data folder. Building them takes some ten minutes of one processor core and up to {memory} GB of memory; play goes on meanwhile.</source>
        <translation type="vanished">Zbudować tablice końcówek do {men} pionków na stronę ({rules})? Ekspert i Mistrz będą wtedy bezbłędnie grać każdą pozycję fazy przesuwania z najwyżej {men} pionkami na stronę.

Zajmą około {size} MB w folderze danych. Budowa zajmie około dziesięciu minut jednego rdzenia procesora i do {memory} GB pamięci; gra toczy się w tym czasie dalej.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/tablebase_keeper.py" line="183"/>
        <source>Building the larger endgame tables in the background; play goes on.</source>
        <translation type="vanished">Większe tablice końcówek budują się w tle; gra toczy się dalej.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/tablebase_keeper.py" line="189"/>
        <source>Another window of Ninetka Desktop is building endgame tables; nothing was started.</source>
        <translation type="vanished">Inne okno Ninetka Desktop buduje tablice końcówek; niczego nie rozpoczęto.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/tablebase_keeper.py" line="193"/>
        <source>The tables&apos; folder cannot be written ({reason}); nothing was built.</source>
        <translation type="vanished">Nie można zapisywać w folderze tablic ({reason}); nic nie zbudowano.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/tablebase_keeper.py" line="150"/>
        <source>The tables&apos; folder is busy or cannot be written; nothing was built.</source>
        <translation type="vanished">Folder tablic jest zajęty albo nie można w nim zapisywać; nic nie zbudowano.</translation>
    </message>
</context>
</TS>

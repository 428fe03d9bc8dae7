<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="bg" sourcelanguage="en">
<context>
    <name>AboutDialog</name>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/rules_page.py" line="87"/>
        <source>About Ninetka Desktop</source>
        <translation>За Ninetka Desktop</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/rules_page.py" line="88"/>
        <source>&lt;h3&gt;Ninetka Desktop {version}&lt;/h3&gt;&lt;p&gt;9tka and Nine Men&apos;s Morris for the desktop, against friends or the computer.&lt;/p&gt;&lt;p&gt;9tka was designed by Adam Kałuża (2007).&lt;/p&gt;&lt;p&gt;Written by the Ninetka Desktop team. Free software under the GNU General Public License, version 3 or later.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Ninetka Desktop {version}&lt;/h3&gt;&lt;p&gt;9tka и Мелница за настолния компютър – срещу приятели или срещу компютъра.&lt;/p&gt;&lt;p&gt;9tka е създадена от Адам Калужа (2007).&lt;/p&gt;&lt;p&gt;Разработена от екипа на Ninetka Desktop. Свободен софтуер под лиценза GNU General Public License, версия 3 или по-нова.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>Analysis</name>
    <message>
        <location filename="../../ninetka_desktop/models/analysis_model.py" line="38"/>
        <source>level; {player} wins the tie-break</source>
        <translation>равни сектори; {player} печели при равенство</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/models/analysis_model.py" line="42"/>
        <source>{player} wins by {sections}</source>
        <translation>{player} печели с {sections}</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/models/analysis_model.py" line="47"/>
        <source>a draw</source>
        <translation>реми</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/models/analysis_model.py" line="51"/>
        <source>{player} wins</source>
        <translation>{player} печели</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/models/analysis_model.py" line="52"/>
        <source>{player} wins in {plies}</source>
        <translation>{player} печели след {plies}</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/models/analysis_model.py" line="57"/>
        <source>{percent}% for {player}</source>
        <translation>{percent}% за {player}</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/models/analysis_model.py" line="66"/>
        <source>{player} wins by at least {sections}, whatever the others do</source>
        <translation>{player} печели с поне {sections}, каквото и да правят другите</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/models/analysis_model.py" line="70"/>
        <source>{player} at least ties and wins the tie-break, whatever the others do</source>
        <translation>{player} поне изравнява секторите и печели при равенство, каквото и да правят другите</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/models/analysis_model.py" line="74"/>
        <source>the others together can hold {player} to a tie lost on the tie-break</source>
        <translation>другите заедно могат да задържат {player} на равни сектори, загубени при равенство</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/models/analysis_model.py" line="77"/>
        <source>the others together can keep {player} {sections} behind</source>
        <translation>другите заедно могат да задържат {player} с {sections} назад</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/models/analysis_model.py" line="86"/>
        <source>Exact for the worst case, proved by the solver: the other players are taken to play together against the mover.</source>
        <translation>Точно за най-лошия случай, доказано от решаващата програма: приема се, че другите играчи играят заедно срещу играча на ход.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/models/analysis_model.py" line="90"/>
        <source>Exact: proved by the solver or the endgame tables.</source>
        <translation>Точно: доказано от решаващата програма или от таблиците за окончания.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/models/analysis_model.py" line="92"/>
        <source>An estimate.</source>
        <translation>Оценка.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/models/analysis_model.py" line="95"/>
        <source>An estimate from a search {depth} moves deep.</source>
        <translation>Оценка от търсене с дълбочина {depth} хода.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/models/analysis_model.py" line="96"/>
        <source>An estimate from {count} games played out.</source>
        <translation>Оценка от {count} изиграни докрай партии.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/models/analysis_model.py" line="149"/>
        <location filename="../../ninetka_desktop/ui/analysis_panel.py" line="133"/>
        <source>Expected line</source>
        <translation>Очаквана линия</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/models/analysis_model.py" line="149"/>
        <source>Move</source>
        <translation>Ход</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/models/analysis_model.py" line="149"/>
        <source>Value</source>
        <translation>Стойност</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/analysis_panel.py" line="97"/>
        <location filename="../../ninetka_desktop/ui/analysis_panel.py" line="99"/>
        <source>Analysis</source>
        <translation>Анализ</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/analysis_panel.py" line="124"/>
        <source>Moves ranked by the analysis</source>
        <translation>Ходовете, подредени от анализа</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/analysis_panel.py" line="188"/>
        <source>No position to analyse.</source>
        <translation>Няма позиция за анализ.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/analysis_panel.py" line="191"/>
        <source>The game is over.</source>
        <translation>Играта свърши.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/analysis_panel.py" line="193"/>
        <source>Analysing…</source>
        <translation>Анализиране…</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/analysis_panel.py" line="209"/>
        <source>The analysis stopped on an error. It starts again at the next move.</source>
        <translation>Анализът спря поради грешка. Ще започне отново при следващия ход.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/analysis_panel.py" line="222"/>
        <source>Done.</source>
        <translation>Готово.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/analysis_panel.py" line="222"/>
        <source>Exact.</source>
        <translation>Точно.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/analysis_panel.py" line="224"/>
        <source>Looking deeper…</source>
        <translation>Търсене по-надълбоко…</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/analysis_panel.py" line="237"/>
        <source>Expected line after {move}: {line}</source>
        <translation>Очаквана линия след {move}: {line}</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/analysis_panel.py" line="206"/>
        <source>The analysis stopped: {reason}</source>
        <translation type="vanished">Анализът спря: {reason}</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/analysis_panel.py" line="194"/>
        <source>The computer does not know this game yet.</source>
        <translation type="vanished">Компютърът още не познава тази игра.</translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <location filename="../../ninetka_desktop/app.py" line="219"/>
        <source>Settings</source>
        <translation>Настройки</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/app.py" line="222"/>
        <source>Statistics</source>
        <translation>Статистика</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/app.py" line="245"/>
        <source>Ninetka Desktop is already open in another window: this window&apos;s games are not autosaved (Game ▸ Save keeps them).</source>
        <translation>Ninetka Desktop вече е отворена в друг прозорец: игрите в този прозорец не се запазват автоматично (Игра ▸ Запазване ги пази).</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/app.py" line="250"/>
        <source>The autosave is off: its lock file could not be made ({reason}). This window&apos;s games are not autosaved (Game ▸ Save keeps them).</source>
        <translation>Автоматичното запазване е изключено: файлът му за заключване не можа да бъде създаден ({reason}). Игрите в този прозорец не се запазват автоматично (Игра ▸ Запазване ги пази).</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/app.py" line="38"/>
        <source>You</source>
        <translation type="vanished">Вие</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/app.py" line="39"/>
        <source>Computer</source>
        <translation type="vanished">Компютър</translation>
    </message>
</context>
<context>
    <name>BoardScene</name>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/cell_words.py" line="26"/>
        <source>bottom-left</source>
        <translation>долен ляв</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/cell_words.py" line="27"/>
        <source>bottom</source>
        <translation>долен</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/cell_words.py" line="28"/>
        <source>bottom-right</source>
        <translation>долен десен</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/cell_words.py" line="29"/>
        <source>left</source>
        <translation>ляв</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/cell_words.py" line="30"/>
        <source>centre</source>
        <translation>централен</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/cell_words.py" line="31"/>
        <source>right</source>
        <translation>десен</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/cell_words.py" line="32"/>
        <source>top-left</source>
        <translation>горен ляв</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/cell_words.py" line="33"/>
        <source>top</source>
        <translation>горен</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/cell_words.py" line="34"/>
        <source>top-right</source>
        <translation>горен десен</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/cell_words.py" line="42"/>
        <source>empty</source>
        <translation>празна</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/cell_words.py" line="44"/>
        <source>neutral counter</source>
        <translation>неутрален пул</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/cell_words.py" line="45"/>
        <source>{who} counter</source>
        <translation>пул на {who}</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/cell_words.py" line="56"/>
        <source>edge slot</source>
        <translation>гнездо на ръба</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/cell_words.py" line="60"/>
        <source>{section} section ({name})</source>
        <translation>{section} сектор ({name})</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/cell_words.py" line="66"/>
        <source>blocked</source>
        <translation>блокиран</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/cell_words.py" line="68"/>
        <source>slides in to {cell}</source>
        <translation>ще се плъзне до {cell}</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/cell_words.py" line="71"/>
        <source>the last move came from here</source>
        <translation>последният ход тръгна оттук</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/cell_words.py" line="73"/>
        <source>moved last</source>
        <translation>последен ход</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/cell_words.py" line="75"/>
        <source>you can play here</source>
        <translation>можете да играете тук</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/cell_words.py" line="78"/>
        <source>section held by {who}</source>
        <translation>сектор, владян от {who}</translation>
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
        <translation>Блокиран: този пул никога не може да се мести</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/scene.py" line="124"/>
        <source>9tka board</source>
        <translation>Дъска за 9tka</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/cell_words.py" line="57"/>
        <source>{section} section</source>
        <translation type="vanished">{section} сектор</translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <location filename="../../ninetka_desktop/ui/board/view.py" line="90"/>
        <source>Game board</source>
        <translation>Игрална дъска</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/board/view.py" line="271"/>
        <source>Use the arrow keys to choose a cell and Enter to play there, or type a move by its name and press Enter.</source>
        <translation>Изберете клетка със стрелките и натиснете Enter, за да играете там, или напишете името на ход и натиснете Enter.</translation>
    </message>
</context>
<context>
    <name>CommentDialog</name>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/comment_dialog.py" line="37"/>
        <source>A comment is at most {limit} characters; this one has {count}.</source>
        <translation>Коментарът може да има най-много {limit} знака; този има {count}.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/comment_dialog.py" line="40"/>
        <source>A comment cannot hold a closing brace }.</source>
        <translation>Коментарът не може да съдържа затваряща фигурна скоба }.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/comment_dialog.py" line="41"/>
        <source>A comment cannot hold control characters or text-direction marks.</source>
        <translation>Коментарът не може да съдържа управляващи знаци или знаци за посока на текста.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/comment_dialog.py" line="59"/>
        <location filename="../../ninetka_desktop/ui/dialogs/comment_dialog.py" line="65"/>
        <source>Comment</source>
        <translation>Коментар</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/comment_dialog.py" line="61"/>
        <source>Comment on the position {where}:</source>
        <translation>Коментар към позицията {where}:</translation>
    </message>
</context>
<context>
    <name>EvaluationGraph</name>
    <message>
        <location filename="../../ninetka_desktop/ui/evaluation_graph.py" line="50"/>
        <source>Evaluation graph</source>
        <translation>Графика на оценката</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/evaluation_graph.py" line="51"/>
        <source>What each position was worth to each player; click to see it</source>
        <translation>Колко е струвала всяка позиция за всеки играч; щракнете, за да я видите</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/evaluation_graph.py" line="69"/>
        <source>{known} of {count} positions analysed</source>
        <translation>анализирани {known} от {count} позиции</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <location filename="../../ninetka_desktop/controllers/morris/turns.py" line="131"/>
        <source>{player} closed a mill: click one of {opponent}&apos;s cows to shoot it.</source>
        <translation>{player} затвори мелница: щракнете върху крава на {opponent}, за да я застреляте.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/controllers/morris/turns.py" line="133"/>
        <source>{player} closed a mill: click one of {opponent}&apos;s men to take it.</source>
        <translation>{player} затвори мелница: щракнете върху пул на {opponent}, за да го вземете.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/controllers/morris/turns.py" line="142"/>
        <source>{player}: put a man from your hand ({count} left) on an empty point, or pick up one of your men to move it.</source>
        <translation>{player}: поставете пул от ръката си (остават {count}) на празна точка или вдигнете един от пуловете си, за да го преместите.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/controllers/morris/turns.py" line="147"/>
        <source>{player}: put a cow on an empty point ({count} in hand).</source>
        <translation>{player}: поставете крава на празна точка (в ръка: {count}).</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/controllers/morris/turns.py" line="149"/>
        <source>{player}: put a man on an empty point ({count} in hand).</source>
        <translation>{player}: поставете пул на празна точка (в ръка: {count}).</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/controllers/morris/turns.py" line="154"/>
        <source>{player} has three cows left and may fly: pick one up.</source>
        <translation>{player} има само три крави и може да скача: вдигнете една от тях.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/controllers/morris/turns.py" line="156"/>
        <source>{player} has three men left and may fly: pick one up.</source>
        <translation>{player} има само три пула и може да скача: вдигнете един от тях.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/controllers/morris/turns.py" line="160"/>
        <source>{player}: pick up one of your cows that can move.</source>
        <translation>{player}: вдигнете една от кравите си, която може да се мести.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/controllers/morris/turns.py" line="162"/>
        <source>{player}: pick up one of your men that can move.</source>
        <translation>{player}: вдигнете един от пуловете си, който може да се мести.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/controllers/morris/turns.py" line="172"/>
        <source>{player}: fly the cow from {point} to any empty point.</source>
        <translation>{player}: прескочете с кравата от {point} на произволна празна точка.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/controllers/morris/turns.py" line="174"/>
        <source>{player}: fly the man from {point} to any empty point.</source>
        <translation>{player}: прескочете с пула от {point} на произволна празна точка.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/controllers/morris/turns.py" line="177"/>
        <source>{player}: move the man from {point} to any empty point.</source>
        <translation>{player}: преместете пула от {point} на произволна празна точка.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/controllers/morris/turns.py" line="179"/>
        <source>{player}: move the cow from {point} to a neighbouring empty point.</source>
        <translation>{player}: преместете кравата от {point} на съседна празна точка.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/controllers/morris/turns.py" line="181"/>
        <source>{player}: move the man from {point} to a neighbouring empty point.</source>
        <translation>{player}: преместете пула от {point} на съседна празна точка.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/controllers/morris/turns.py" line="190"/>
        <source>{player} closed a mill and shot the cow on {point}.</source>
        <translation>{player} затвори мелница и застреля кравата на {point}.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/controllers/morris/turns.py" line="192"/>
        <source>{player} closed a mill and took the man on {point}.</source>
        <translation>{player} затвори мелница и взе пула от {point}.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/controllers/morris/turns.py" line="208"/>
        <source>Game over: {player} wins, {loser} cannot move.</source>
        <translation>Край на играта: {player} печели, {loser} не може да мести.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/controllers/morris/turns.py" line="210"/>
        <source>Game over: {player} wins with a mill.</source>
        <translation>Край на играта: {player} печели с мелница.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/controllers/morris/turns.py" line="212"/>
        <source>Game over: {player} wins, {loser} is down to two cows.</source>
        <translation>Край на играта: {player} печели, на {loser} останаха само две крави.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/controllers/morris/turns.py" line="214"/>
        <source>Game over: {player} wins, {loser} is down to two men.</source>
        <translation>Край на играта: {player} печели, на {loser} останаха само два пула.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/controllers/morris/turns.py" line="220"/>
        <source>Game over: a draw, the same position came up for the third time.</source>
        <translation>Край на играта: реми, същата позиция се появи за трети път.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/controllers/morris/turns.py" line="222"/>
        <source>Game over: a draw, the board is full after placing.</source>
        <translation>Край на играта: реми, дъската е пълна след поставянето.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ninetka_desktop/controllers/morris/turns.py" line="226"/>
        <source>Game over: a draw, %n moves were played without a shot.</source>
        <translation>
            <numerusform>Край на играта: реми, изигран е %n ход без изстрел.</numerusform>
            <numerusform>Край на играта: реми, изиграни са %n хода без изстрел.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ninetka_desktop/controllers/morris/turns.py" line="233"/>
        <source>Game over: a draw, %n moves were played without a removal.</source>
        <translation>
            <numerusform>Край на играта: реми, изигран е %n ход без вземане.</numerusform>
            <numerusform>Край на играта: реми, изиграни са %n хода без вземане.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/controllers/ninetka/turns.py" line="60"/>
        <source>{player} cannot move and must pass.</source>
        <translation>{player} не може да мести и трябва да пасува.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/controllers/ninetka/turns.py" line="76"/>
        <source>{player}: put a neutral counter on an empty core cell of a section that has none yet.</source>
        <translation>{player}: поставете неутрален пул на празна клетка от ядрото в сектор, който още няма такъв.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/controllers/ninetka/turns.py" line="79"/>
        <source>{player}: put one of your counters on an empty edge slot.</source>
        <translation>{player}: поставете един от пуловете си в празно гнездо на ръба.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/controllers/ninetka/turns.py" line="83"/>
        <source>{player}: click one of your waiting counters to slide it in.</source>
        <translation>{player}: щракнете върху един от чакащите си пулове, за да го плъзнете навътре.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ninetka_desktop/controllers/ninetka/turns.py" line="94"/>
        <source>Game over: {player} wins with %n sections.</source>
        <translation>
            <numerusform>Край на играта: {player} печели с %n сектор.</numerusform>
            <numerusform>Край на играта: {player} печели с %n сектора.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/controllers/turn_controller.py" line="290"/>
        <source>{player} is to move.</source>
        <translation>На ход е {player}.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/controllers/turn_controller.py" line="324"/>
        <source>{player} is thinking…</source>
        <translation>{player} мисли…</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/controllers/turn_controller.py" line="436"/>
        <source>It is not a human player&apos;s turn.</source>
        <translation>Сега не е ред на играч човек.</translation>
    </message>
</context>
<context>
    <name>GameOverDialog</name>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/game_over.py" line="45"/>
        <source>1st</source>
        <translation>1-во</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/game_over.py" line="46"/>
        <source>2nd</source>
        <translation>2-ро</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/game_over.py" line="47"/>
        <source>3rd</source>
        <translation>3-то</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/game_over.py" line="48"/>
        <source>4th</source>
        <translation>4-то</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/game_over.py" line="58"/>
        <source>{first} and {last}</source>
        <translation>{first} и {last}</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/game_over.py" line="71"/>
        <source>1 point</source>
        <translation>1 точка</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ninetka_desktop/ui/dialogs/game_over.py" line="73"/>
        <source>%n points</source>
        <translation>
            <numerusform>%n точка</numerusform>
            <numerusform>%n точки</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/game_over.py" line="112"/>
        <source>Game Over</source>
        <translation>Край на играта</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/game_over.py" line="119"/>
        <source>The game is drawn.</source>
        <translation>Играта завърши наравно.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/game_over.py" line="121"/>
        <source>{name} wins!</source>
        <translation>{name} печели!</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/game_over.py" line="146"/>
        <source>&amp;Next game</source>
        <translation>&amp;Следваща игра</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/game_over.py" line="148"/>
        <source>&amp;Play again</source>
        <translation>&amp;Повторна игра</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/game_over.py" line="149"/>
        <source>&amp;New game…</source>
        <translation>&amp;Нова игра…</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/game_over.py" line="150"/>
        <source>&amp;Close</source>
        <translation>&amp;Затваряне</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/game_over.py" line="168"/>
        <source>{name} ({colour})</source>
        <translation>{name} ({colour})</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/game_over.py" line="212"/>
        <source>{names} both scored {score}; {winner} wins as the later seat.</source>
        <translation>{names} имат по {score}; {winner} печели като по-късен в реда.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/game_over.py" line="216"/>
        <source>{names} all scored {score}; {winner} wins as the latest seat.</source>
        <translation>{names} имат по {score}; {winner} печели като най-късен в реда.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/game_over.py" line="229"/>
        <source>Every point was taken when the last man was placed.</source>
        <translation>Всички точки бяха заети, когато беше поставен последният пул.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/game_over.py" line="241"/>
        <source>The same position came up for the third time with the same player to move (threefold repetition).</source>
        <translation>Същата позиция се появи за трети път при същия играч на ход (трикратно повторение).</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ninetka_desktop/ui/dialogs/game_over.py" line="248"/>
        <source>%n moves in a row were played without a man being removed.</source>
        <translation>
            <numerusform>Изигран е %n пореден ход, без да бъде взет пул.</numerusform>
            <numerusform>Изиграни са %n поредни хода, без да бъде взет пул.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/game_over.py" line="257"/>
        <source>{loser} cannot move: every one of their men is blocked.</source>
        <translation>{loser} не може да мести: всичките му пулове са блокирани.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/game_over.py" line="261"/>
        <source>{winner} completed a mill and wins the game.</source>
        <translation>{winner} завърши мелница и печели играта.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/game_over.py" line="263"/>
        <source>{loser} is down to two cows and can no longer form a mill.</source>
        <translation>На {loser} останаха само две крави и вече не може да образува мелница.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/game_over.py" line="267"/>
        <source>{loser} is down to two men and can no longer form a mill.</source>
        <translation>На {loser} останаха само два пула и вече не може да образува мелница.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/game_over.py" line="280"/>
        <location filename="../../ninetka_desktop/ui/dialogs/game_over.py" line="321"/>
        <location filename="../../ninetka_desktop/ui/dialogs/game_over.py" line="359"/>
        <source>Player</source>
        <translation>Играч</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/game_over.py" line="281"/>
        <source>Cows on the board</source>
        <translation>Крави на дъската</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/game_over.py" line="283"/>
        <source>Men on the board</source>
        <translation>На дъската</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/game_over.py" line="284"/>
        <source>Cows shot</source>
        <translation>Застреляни крави</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/game_over.py" line="286"/>
        <source>Men taken</source>
        <translation>Взети</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/game_over.py" line="303"/>
        <source>Opponent&apos;s men this player removed</source>
        <translation>Пулове на противника, взети от този играч</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/game_over.py" line="319"/>
        <source>Place</source>
        <translation>Място</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/game_over.py" line="322"/>
        <source>Score</source>
        <translation>Резултат</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/game_over.py" line="323"/>
        <source>Sections won</source>
        <translation>Завладени сектори</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/game_over.py" line="338"/>
        <source>none</source>
        <translation>няма</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/game_over.py" line="347"/>
        <source>Tournament: game {n} of {total}</source>
        <translation>Турнир: игра {n} от {total}</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/game_over.py" line="360"/>
        <source>Total</source>
        <translation>Общо</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/game_over.py" line="361"/>
        <source>Games won</source>
        <translation>Спечелени игри</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/game_over.py" line="391"/>
        <source>The tournament is drawn: {names} have {points} each.</source>
        <translation>Турнирът завърши наравно: {names} имат по {points}.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/game_over.py" line="395"/>
        <source>{names} wins the tournament with {points}.</source>
        <translation>{names} печели турнира с {points}.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/game_over.py" line="397"/>
        <source>{names} are level with {points} each.</source>
        <translation>{names} са изравнени с по {points}.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/game_over.py" line="399"/>
        <source>{names} leads with {points}.</source>
        <translation>{names} води с {points}.</translation>
    </message>
</context>
<context>
    <name>GameReview</name>
    <message>
        <location filename="../../ninetka_desktop/ui/game_review.py" line="99"/>
        <source>Re&amp;view the Game</source>
        <translation>Пре&amp;глед на партията</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/game_review.py" line="205"/>
        <source>Reviewing… {done} of {count} moves</source>
        <translation>Преглед… {done} от {count} хода</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/game_review.py" line="216"/>
        <source>The review of the game is complete.</source>
        <translation>Прегледът на партията е готов.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/game_review.py" line="246"/>
        <source>Before move {number}: the better move is {move}. It and the line the analysis expects after it are kept as a variation.</source>
        <translation>Преди ход {number}: по-добрият ход е {move}. Той и линията, която анализът очаква след него, се запазват като вариант.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/game_review.py" line="263"/>
        <source>Better: {move}</source>
        <translation>По-добре: {move}</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/game_review.py" line="267"/>
        <source>{player}: {blunders} ??, {mistakes} ?, {inaccuracies} ?! in {moves} moves</source>
        <translation>{player}: {blunders} ??, {mistakes} ?, {inaccuracies} ?! в {moves} хода</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/game_review.py" line="182"/>
        <source>Before move {number}: the better move is {move}.</source>
        <translation type="vanished">Преди ход {number}: по-добрият ход е {move}.</translation>
    </message>
</context>
<context>
    <name>Levels</name>
    <message>
        <location filename="../../ninetka_desktop/i18n.py" line="79"/>
        <source>Beginner</source>
        <translation>Начинаещ</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/i18n.py" line="80"/>
        <source>Casual</source>
        <translation>Любител</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/i18n.py" line="81"/>
        <source>Intermediate</source>
        <translation>Средно напреднал</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/i18n.py" line="82"/>
        <source>Advanced</source>
        <translation>Напреднал</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/i18n.py" line="83"/>
        <source>Expert</source>
        <translation>Експерт</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/i18n.py" line="84"/>
        <source>Master</source>
        <translation>Майстор</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../ninetka_desktop/controllers/turn_controller.py" line="62"/>
        <source>Click the same place again to play there.</source>
        <translation>Щракнете отново на същото място, за да играете там.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/edit_menu.py" line="84"/>
        <source>&amp;Copy Moves</source>
        <translation>&amp;Копиране на ходовете</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/edit_menu.py" line="87"/>
        <source>&amp;Paste Game</source>
        <translation>&amp;Поставяне на игра</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/edit_menu.py" line="90"/>
        <source>Copy P&amp;osition</source>
        <translation>Копиране на по&amp;зицията</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/edit_menu.py" line="93"/>
        <source>Paste Po&amp;sition</source>
        <translation>Поставяне на пози&amp;ция</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/edit_menu.py" line="96"/>
        <source>&amp;Edit</source>
        <translation>&amp;Редактиране</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/edit_menu.py" line="106"/>
        <source>The moves are on the clipboard.</source>
        <translation>Ходовете са в клипборда.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/edit_menu.py" line="115"/>
        <location filename="../../ninetka_desktop/ui/edit_menu.py" line="121"/>
        <source>Paste Game</source>
        <translation>Поставяне на игра</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/edit_menu.py" line="116"/>
        <source>The clipboard holds no game that can be opened: {error}</source>
        <translation>В системния буфер няма игра, която може да се отвори: {error}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ninetka_desktop/ui/edit_menu.py" line="127"/>
        <source>Pasted a game of %n moves.</source>
        <translation>
            <numerusform>Поставена е игра с %n ход.</numerusform>
            <numerusform>Поставена е игра с %n хода.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/edit_menu.py" line="138"/>
        <source>This position has no position string: {error}</source>
        <translation>Тази позиция няма запис на позиция: {error}</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/edit_menu.py" line="143"/>
        <source>The position is on the clipboard: {text}</source>
        <translation>Позицията е в системния буфер: {text}</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/edit_menu.py" line="159"/>
        <location filename="../../ninetka_desktop/ui/edit_menu.py" line="165"/>
        <source>Paste Position</source>
        <translation>Поставяне на позиция</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/edit_menu.py" line="160"/>
        <source>The clipboard holds no position that can be played: {error}</source>
        <translation>В системния буфер няма позиция, от която може да се играе: {error}</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/edit_menu.py" line="169"/>
        <source>Pasted a position; the game goes on from it. Games from a set-up position are not counted in the statistics.</source>
        <translation>Поставена е позиция; играта продължава от нея. Игрите от подредена позиция не се броят в статистиката.</translation>
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
        <translation>Добре дошли в Ninetka Desktop.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/main_window.py" line="231"/>
        <source>&amp;New Game…</source>
        <translation>&amp;Нова игра…</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/main_window.py" line="235"/>
        <source>&amp;Open…</source>
        <translation>&amp;Отваряне…</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/main_window.py" line="236"/>
        <source>&amp;Save</source>
        <translation>&amp;Запазване</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/main_window.py" line="237"/>
        <source>Save &amp;As…</source>
        <translation>Запазване &amp;като…</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/main_window.py" line="238"/>
        <source>&amp;Export Moves as Text…</source>
        <translation>&amp;Експортиране на ходовете като текст…</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/main_window.py" line="239"/>
        <source>Export as P&amp;GN…</source>
        <translation>Експортиране като &amp;PGN…</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/main_window.py" line="240"/>
        <source>Stat&amp;istics…</source>
        <translation>Ст&amp;атистика…</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/main_window.py" line="248"/>
        <source>Se&amp;ttings…</source>
        <translation>На&amp;стройки…</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/main_window.py" line="249"/>
        <source>&amp;Quit</source>
        <translation>&amp;Изход</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/main_window.py" line="250"/>
        <source>&amp;Undo</source>
        <translation>&amp;Отмяна</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/main_window.py" line="251"/>
        <source>&amp;Redo</source>
        <translation>По&amp;втаряне</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/main_window.py" line="253"/>
        <source>&amp;Hint</source>
        <translation>&amp;Подсказка</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/main_window.py" line="254"/>
        <source>&amp;Cancel Move in Progress</source>
        <translation>Отказ от &amp;започнатия ход</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/main_window.py" line="257"/>
        <source>&amp;Rules of 9tka</source>
        <translation>&amp;Правила на 9tka</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/main_window.py" line="260"/>
        <source>Rules of the &amp;Morris Games</source>
        <translation>Правила на &amp;Мелница</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/main_window.py" line="262"/>
        <source>&amp;About Ninetka Desktop</source>
        <translation>&amp;За Ninetka Desktop</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/main_window.py" line="264"/>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Клавишни комбинации</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/main_window.py" line="266"/>
        <source>&amp;Game</source>
        <translation>&amp;Игра</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/main_window.py" line="306"/>
        <source>&amp;Move</source>
        <translation>&amp;Ход</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/main_window.py" line="324"/>
        <source>&amp;Help</source>
        <translation>&amp;Помощ</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/main_window.py" line="417"/>
        <source>New to 9tka? Help ▸ Rules of 9tka ({key}) explains the game.</source>
        <translation>За първи път играете 9tka? Помощ ▸ Правила на 9tka ({key}) обяснява играта.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/main_window.py" line="441"/>
        <source>Move: {move} (Enter plays it, Escape forgets it)</source>
        <translation>Ход: {move} (Enter го изиграва, Escape го забравя)</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/main_window.py" line="450"/>
        <source>{move} was not played: {reason}</source>
        <translation>{move} не беше изигран: {reason}</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/main_window.py" line="457"/>
        <source>The computer player stopped responding and was restarted.</source>
        <translation>Компютърният играч спря да отговаря и беше рестартиран.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/main_window.py" line="541"/>
        <source>Move {number} starts a variation; the game&apos;s moves after it are kept. The computer does not move in a variation, and the statistics do not count it.</source>
        <translation>Ход {number} започва вариант; ходовете на играта след него се запазват. Във вариант компютърът не играе и статистиката не го брои.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/main_window.py" line="549"/>
        <source>The game goes on from move {number}; the moves taken back are kept as a variation.</source>
        <translation>Играта продължава от ход {number}; отменените ходове се запазват като вариант.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/main_window.py" line="576"/>
        <source>Study (a variation): the computer waits; not counted.</source>
        <translation>Изучаване (вариант): компютърът чака; не се брои.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/main_window.py" line="578"/>
        <source>Study: you play every side; not counted.</source>
        <translation>Изучаване: играете за всички страни; не се брои.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/main_window.py" line="583"/>
        <source>Taken back to the start: play on, and the moves taken back stay as a variation.</source>
        <translation>Върнато до началото: играйте нататък и отменените ходове остават като вариант.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/main_window.py" line="585"/>
        <source>Taken back to move {number}: play on, and the moves taken back stay as a variation.</source>
        <translation>Върнато до ход {number}: играйте нататък и отменените ходове остават като вариант.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/main_window.py" line="588"/>
        <source>The start of the game: a move here starts a variation.</source>
        <translation>Началото на играта: ход тук започва вариант.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/main_window.py" line="589"/>
        <source>Move {number} of the game: a move here starts a variation.</source>
        <translation>Ход {number} от играта: ход тук започва вариант.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/main_window.py" line="635"/>
        <source>The settings could not be saved: {error}</source>
        <translation>Настройките не могат да бъдат запазени: {error}</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/recent_menu.py" line="48"/>
        <source>Open &amp;Recent</source>
        <translation>&amp;Последни игри</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ninetka_desktop/ui/recent_menu.py" line="70"/>
        <source>%n recent games are no longer there and left the list.</source>
        <translation>
            <numerusform>%n последна игра вече я няма и отпадна от списъка.</numerusform>
            <numerusform>%n последни игри вече ги няма и отпаднаха от списъка.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/recent_menu.py" line="88"/>
        <source>&amp;Clear the List</source>
        <translation>&amp;Изчистване на списъка</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/view_menu.py" line="50"/>
        <source>&amp;Full Screen</source>
        <translation>&amp;Цял екран</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/view_menu.py" line="57"/>
        <source>Show &amp;Coordinates</source>
        <translation>Показване на &amp;координатите</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/view_menu.py" line="60"/>
        <source>Show &amp;Legal Moves</source>
        <translation>Показване на &amp;позволените ходове</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/view_menu.py" line="63"/>
        <source>Show Last &amp;Move</source>
        <translation>Показване на последния &amp;ход</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/view_menu.py" line="66"/>
        <source>Show &amp;Side Panel</source>
        <translation>Показване на &amp;страничния панел</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/view_menu.py" line="68"/>
        <source>&amp;View</source>
        <translation>Из&amp;глед</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/view_menu.py" line="76"/>
        <source>&amp;Analysis</source>
        <translation>&amp;Анализ</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/window_files.py" line="57"/>
        <source>Game records (*.ninetka *.json);;All files (*)</source>
        <translation>Записи на игри (*.ninetka *.json);;Всички файлове (*)</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/window_files.py" line="60"/>
        <source>Games (*.ninetka *.pgn *.json);;Game records (*.ninetka *.json);;PGN games (*.pgn);;All files (*)</source>
        <translation>Игри (*.ninetka *.pgn *.json);;Записи на игри (*.ninetka *.json);;Игри в PGN (*.pgn);;Всички файлове (*)</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/window_files.py" line="66"/>
        <source>PGN games (*.pgn);;All files (*)</source>
        <translation>Игри в PGN (*.pgn);;Всички файлове (*)</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/window_files.py" line="164"/>
        <location filename="../../ninetka_desktop/ui/window_files.py" line="172"/>
        <location filename="../../ninetka_desktop/ui/window_files.py" line="179"/>
        <location filename="../../ninetka_desktop/ui/window_files.py" line="264"/>
        <location filename="../../ninetka_desktop/ui/window_files.py" line="305"/>
        <location filename="../../ninetka_desktop/ui/window_files.py" line="311"/>
        <source>Saved game</source>
        <translation>Запазена игра</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/window_files.py" line="176"/>
        <source>Resume game</source>
        <translation>Продължаване на играта</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/window_files.py" line="190"/>
        <location filename="../../ninetka_desktop/ui/window_files.py" line="198"/>
        <location filename="../../ninetka_desktop/ui/window_files.py" line="274"/>
        <source>Open Game</source>
        <translation>Отваряне на игра</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/window_files.py" line="225"/>
        <source>Leave the game in progress? It is kept in a file of its own, which Game ▸ Open plays later.</source>
        <translation>Да се остави ли текущата игра? Тя се запазва в отделен файл, който Игра ▸ Отваряне продължава по-късно.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/window_files.py" line="235"/>
        <source>The game in progress could not be kept: {error}</source>
        <translation>Текущата игра не можа да бъде запазена: {error}</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/window_files.py" line="275"/>
        <source>{file} could not be opened: {error}</source>
        <translation>{file} не може да бъде отворен: {error}</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/window_files.py" line="290"/>
        <source>Opened {file}</source>
        <translation>Отворен е {file}</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/window_files.py" line="328"/>
        <location filename="../../ninetka_desktop/ui/window_files.py" line="431"/>
        <source>Save Game</source>
        <translation>Запазване на играта</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/window_files.py" line="344"/>
        <source>Export Moves</source>
        <translation>Експортиране на ходовете</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/window_files.py" line="344"/>
        <source>Text files (*.txt);;All files (*)</source>
        <translation>Текстови файлове (*.txt);;Всички файлове (*)</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/window_files.py" line="357"/>
        <location filename="../../ninetka_desktop/ui/window_files.py" line="367"/>
        <source>Export as PGN</source>
        <translation>Експортиране като PGN</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/window_files.py" line="368"/>
        <source>The game cannot be written as PGN: {error}</source>
        <translation>Играта не може да бъде записана като PGN: {error}</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/window_files.py" line="419"/>
        <source>The game could not be autosaved: {error}</source>
        <translation>Играта не може да бъде запазена автоматично: {error}</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/window_files.py" line="432"/>
        <source>{file} could not be written: {error}</source>
        <translation>{file} не може да бъде записан: {error}</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/window_files.py" line="437"/>
        <source>Saved {file}</source>
        <translation>Запазен е {file}</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/window_files.py" line="448"/>
        <source>that is not a regular file but a folder, a pipe or a device</source>
        <translation>това не е обикновен файл, а папка, канал или устройство</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/window_files.py" line="455"/>
        <source>The unfinished game was kept as {file}. Game ▸ Open plays it later.</source>
        <translation>Недовършената игра е запазена като {file}. Игра ▸ Отваряне я продължава по-късно.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ninetka_desktop/ui/window_files.py" line="472"/>
        <source>A tournament was not finished last time (%n games played). Resume it?</source>
        <translation>
            <numerusform>Последният турнир не беше завършен (изиграна е %n игра). Да продължи ли?</numerusform>
            <numerusform>Последният турнир не беше завършен (изиграни са %n игри). Да продължи ли?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ninetka_desktop/ui/window_files.py" line="479"/>
        <source>A game was not finished last time (%n moves played). Resume it?</source>
        <translation>
            <numerusform>Последната игра не беше завършена (изигран е %n ход). Да продължи ли?</numerusform>
            <numerusform>Последната игра не беше завършена (изиграни са %n хода). Да продължи ли?</numerusform>
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
        <translation type="vanished">Експортиране като &amp;PGN…</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/main_window.py" line="353"/>
        <location filename="../../ninetka_desktop/ui/main_window.py" line="369"/>
        <source>Go back to the game to play a move.</source>
        <translation type="vanished">Върнете се към партията, за да изиграете ход.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/main_window.py" line="447"/>
        <source>Showing the board at the start of the game (read-only).</source>
        <translation type="vanished">Дъската в началото на партията (само за четене).</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/main_window.py" line="449"/>
        <source>Showing the board after move {number} (read-only).</source>
        <translation type="vanished">Показана е дъската след ход {number} (само за преглед).</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/main_window.py" line="203"/>
        <source>Rules of &amp;Nine Men&apos;s Morris</source>
        <translation type="vanished">Правила на &amp;Мелница</translation>
    </message>
</context>
<context>
    <name>MorrisScene</name>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/scene.py" line="181"/>
        <source>{point}, empty</source>
        <translation>{point}, празна</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/scene.py" line="183"/>
        <source>, the last move came from here</source>
        <translation>, последният ход тръгна оттук</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/scene.py" line="186"/>
        <source>, a cow was shot here in the last move</source>
        <translation>, тук беше застреляна крава при последния ход</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/scene.py" line="188"/>
        <source>, a man was taken here in the last move</source>
        <translation>, тук беше взет пул при последния ход</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/scene.py" line="191"/>
        <source>, you can play here</source>
        <translation>, можете да играете тук</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/scene.py" line="195"/>
        <source>, picked up</source>
        <translation>, вдигнат</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/scene.py" line="197"/>
        <source>, can be picked up</source>
        <translation>, може да бъде вдигнат</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/scene.py" line="199"/>
        <source>, in a mill</source>
        <translation>, в мелница</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/scene.py" line="201"/>
        <source>, can be shot</source>
        <translation>, може да бъде застреляна</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/scene.py" line="201"/>
        <source>, can be taken</source>
        <translation>, може да бъде взет</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/scene.py" line="203"/>
        <source>, moved last</source>
        <translation>, местен последен</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/words.py" line="58"/>
        <source>Nine Men&apos;s Morris board</source>
        <translation>Дъска за Мелница</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/words.py" line="60"/>
        <source>{game} board</source>
        <translation>Дъска за {game}</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/words.py" line="67"/>
        <source>{point}, White cow</source>
        <translation>{point}, бяла крава</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/words.py" line="69"/>
        <source>{point}, Black cow</source>
        <translation>{point}, черна крава</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/words.py" line="72"/>
        <source>{point}, White man</source>
        <translation>{point}, бял пул</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/words.py" line="74"/>
        <source>{point}, Black man</source>
        <translation>{point}, черен пул</translation>
    </message>
</context>
<context>
    <name>MorrisVariants</name>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/words.py" line="20"/>
        <source>Three Men&apos;s Morris</source>
        <translation>Мелница с три пула</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/words.py" line="21"/>
        <source>Six Men&apos;s Morris</source>
        <translation>Мелница с шест пула</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/words.py" line="22"/>
        <source>Nine Men&apos;s Morris</source>
        <translation>Мелница</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/words.py" line="23"/>
        <source>Twelve Men&apos;s Morris</source>
        <translation>Мелница с дванадесет пула</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/words.py" line="24"/>
        <source>Morabaraba</source>
        <translation>Морабараба</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/words.py" line="25"/>
        <source>Lasker Morris</source>
        <translation>Мелница на Ласкер</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/words.py" line="33"/>
        <source>3 men each on a 3×3 grid; the first mill wins the game.</source>
        <translation>По 3 пула на мрежа 3×3; първата мелница печели играта.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/words.py" line="36"/>
        <source>6 men each on two squares; men step along the lines, no flying.</source>
        <translation>По 6 пула на два квадрата; пуловете се местят по линиите, без скачане.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/words.py" line="39"/>
        <source>The classic: 9 men each on three squares; a mill takes a man.</source>
        <translation>Класиката: по 9 пула на три квадрата; мелницата взема пул.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/words.py" line="42"/>
        <source>12 men each; the diagonals join the corners and make mills too.</source>
        <translation>По 12 пула; диагоналите свързват ъглите и също образуват мелници.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/words.py" line="45"/>
        <source>South Africa&apos;s game: 12 cows each on the board with diagonals.</source>
        <translation>Южноафриканската игра: по 12 крави на дъската с диагонали.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/words.py" line="48"/>
        <source>10 men each; every turn you either place a man or move one.</source>
        <translation>По 10 пула; на всеки ход или поставяте пул, или местите някой от тях.</translation>
    </message>
</context>
<context>
    <name>MoveHistoryModel</name>
    <message>
        <location filename="../../ninetka_desktop/models/move_tree_model.py" line="267"/>
        <source>#</source>
        <translation>№</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/models/move_tree_model.py" line="268"/>
        <source>Player</source>
        <translation>Играч</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/models/move_tree_model.py" line="269"/>
        <source>Move</source>
        <translation>Ход</translation>
    </message>
</context>
<context>
    <name>MoveTree</name>
    <message>
        <location filename="../../ninetka_desktop/ui/move_tree_actions.py" line="33"/>
        <source>&amp;Show This Position</source>
        <translation>&amp;Показване на позицията</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/move_tree_actions.py" line="35"/>
        <source>&amp;Promote Variation</source>
        <translation>Повишаване на вари&amp;анта</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/move_tree_actions.py" line="37"/>
        <source>Make &amp;Main Line</source>
        <translation>Направи го главна &amp;линия</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/move_tree_actions.py" line="39"/>
        <source>&amp;Delete Variation…</source>
        <translation>Из&amp;триване на варианта…</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/move_tree_actions.py" line="41"/>
        <source>Comme&amp;nt…</source>
        <translation>&amp;Коментар…</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/move_tree_actions.py" line="43"/>
        <source>&amp;Back to the Game</source>
        <translation>Обратно към &amp;играта</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ninetka_desktop/ui/move_tree_actions.py" line="91"/>
        <source>Delete the variation that starts with {move} (%n moves)?</source>
        <translation>
            <numerusform>Да се изтрие ли вариантът, който започва с {move} (%n ход)?</numerusform>
            <numerusform>Да се изтрие ли вариантът, който започва с {move} (%n хода)?</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/move_tree_actions.py" line="94"/>
        <source>Delete Variation</source>
        <translation>Изтриване на варианта</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/move_tree_actions.py" line="101"/>
        <source>at the start</source>
        <translation>в началото</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/move_tree_actions.py" line="104"/>
        <source>after {move}</source>
        <translation>след {move}</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/move_tree_actions.py" line="115"/>
        <source>move {number}, {player} {move}</source>
        <translation>ход {number}, {player} {move}</translation>
    </message>
</context>
<context>
    <name>MoveTreeModel</name>
    <message>
        <location filename="../../ninetka_desktop/models/move_tree_model.py" line="258"/>
        <source>variation</source>
        <translation>вариант</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/models/move_tree_model.py" line="260"/>
        <source>comment: {text}</source>
        <translation>коментар: {text}</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/new_game.py" line="48"/>
        <location filename="../../ninetka_desktop/ui/dialogs/new_game.py" line="125"/>
        <location filename="../../ninetka_desktop/ui/main_window.py" line="405"/>
        <source>New Game</source>
        <translation>Нова игра</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/new_game.py" line="56"/>
        <source>&amp;Game:</source>
        <translation>&amp;Игра:</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/new_game.py" line="74"/>
        <source>&amp;Start</source>
        <translation>&amp;Започване</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/seat_rows.py" line="51"/>
        <source>Name of the {colour} player</source>
        <translation>Име на играча {colour}</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/seat_rows.py" line="55"/>
        <source>Human</source>
        <translation>Човек</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/seat_rows.py" line="56"/>
        <source>Computer</source>
        <translation>Компютър</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/seat_rows.py" line="58"/>
        <source>{colour} is played by</source>
        <translation>Кой играе: {colour}</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/seat_rows.py" line="64"/>
        <source>Computer level of {colour}</source>
        <translation>Ниво на компютъра: {colour}</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/seat_rows.py" line="87"/>
        <source>The name of the {colour} player holds a line break, a control character or a text-direction mark. Please type it again.</source>
        <translation>Името на играча {colour} съдържа нов ред, управляващ знак или знак за посока на текста. Моля, въведете го отново.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/kind.py" line="78"/>
        <source>Morris games</source>
        <translation>Мелница</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/setup_panel.py" line="67"/>
        <source>&amp;Flying: a player with three men may move to any empty point</source>
        <translation>&amp;Скачане: играч с три пула може да мести на всяка празна точка</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/setup_panel.py" line="70"/>
        <source>&amp;Diagonals: the two diagonals are lines too</source>
        <translation>&amp;Диагонали: двата диагонала също са линии</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/setup_panel.py" line="71"/>
        <source>&amp;Nine holes: a man moves to any empty point</source>
        <translation>Девет д&amp;упки: пулът се мести на всяка празна точка</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/setup_panel.py" line="72"/>
        <source>White&apos;s first man may go on the &amp;centre point b2</source>
        <translation>Първият пул на Бял може да отиде на &amp;централната точка b2</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/setup_panel.py" line="75"/>
        <source>&amp;Protected mills: men in a mill are taken only when all are</source>
        <translation>Защитени &amp;мелници: пуловете в мелница се вземат само когато всички са в мелници</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/setup_panel.py" line="78"/>
        <source>Diagonal m&amp;ills: three men on a diagonal form a mill</source>
        <translation>Диа&amp;гонални мелници: три пула по диагонал образуват мелница</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/setup_panel.py" line="81"/>
        <source>A full &amp;board when placing ends is a draw (else White loses)</source>
        <translation>Пълна дъска след поставянето означава &amp;реми (иначе Бял губи)</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/setup_panel.py" line="84"/>
        <source>No immediate re&amp;turn of a cow that made a mill by leaving one</source>
        <translation>Без &amp;незабавно връщане на крава, направила мелница, като е излязла от друга</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/setup_panel.py" line="87"/>
        <source>Draw by threefold &amp;repetition of a position</source>
        <translation>Реми при трикратно &amp;повторение на позиция</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/setup_panel.py" line="103"/>
        <source>Players (White moves first)</source>
        <translation>Играчи (Бял играе пръв)</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/setup_panel.py" line="111"/>
        <source>Game of the Morris family</source>
        <translation>Игра от семейството на Мелница</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/setup_panel.py" line="130"/>
        <location filename="../../ninetka_desktop/ui/ninetka/setup_panel.py" line="63"/>
        <source>Options</source>
        <translation>Опции</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/setup_panel.py" line="146"/>
        <source>{n} men each</source>
        <translation>по {n} пула</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/setup_panel.py" line="148"/>
        <source>M&amp;en:</source>
        <translation>Пу&amp;лове:</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/setup_panel.py" line="150"/>
        <source>Men each player has</source>
        <translation>Брой пулове на всеки играч</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/setup_panel.py" line="197"/>
        <source>Draw after {n} moves in a row without a re&amp;moval</source>
        <translation>Реми след {n} поредни хода без &amp;вземане</translation>
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
        <translation>{n} играчи</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/setup_panel.py" line="52"/>
        <source>Seats, in turn order</source>
        <translation>Места, по реда на ходовете</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/setup_panel.py" line="66"/>
        <source>Chosen by the players</source>
        <translation>Избират ги играчите</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/setup_panel.py" line="68"/>
        <source>Placed at random</source>
        <translation>Поставят се случайно</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/setup_panel.py" line="71"/>
        <source>Neutral counters:</source>
        <translation>Неутрални пулове:</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/setup_panel.py" line="75"/>
        <source>Single game</source>
        <translation>Единична игра</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/setup_panel.py" line="77"/>
        <source>Match:</source>
        <translation>Мач:</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/setup_panel.py" line="93"/>
        <source>Players:</source>
        <translation>Играчи:</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/setup_panel.py" line="145"/>
        <source>Tournament: two games, colours swapped</source>
        <translation>Турнир: две игри с разменени цветове</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/setup_panel.py" line="149"/>
        <source>Tournament: a series of {n} games, every player once in every seat</source>
        <translation>Турнир: серия от {n} игри, всеки играч веднъж на всяко място</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/setup_panel.py" line="109"/>
        <source>The computer does not play this game yet: two humans play.</source>
        <translation type="vanished">Компютърът още не играе тази игра: играят двама души.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/kind.py" line="76"/>
        <source>Nine Men&apos;s Morris</source>
        <translation type="vanished">Мелница</translation>
    </message>
</context>
<context>
    <name>PerfectPlay</name>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/perfect_play.py" line="52"/>
        <source>{n} GB</source>
        <translation>{n} ГБ</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/perfect_play.py" line="53"/>
        <source>{n} MB</source>
        <translation>{n} МБ</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ninetka_desktop/ui/dialogs/perfect_play.py" line="59"/>
        <source>about %n minute(s)</source>
        <translation>
            <numerusform>около %n минута</numerusform>
            <numerusform>около %n минути</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ninetka_desktop/ui/dialogs/perfect_play.py" line="60"/>
        <source>about %n hour(s)</source>
        <translation>
            <numerusform>около %n час</numerusform>
            <numerusform>около %n часа</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/perfect_play.py" line="66"/>
        <source>the placing phase</source>
        <translation>фазата на поставяне</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/perfect_play.py" line="67"/>
        <source>{a} men against {b}</source>
        <translation>{a} пула срещу {b}</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/perfect_play.py" line="107"/>
        <location filename="../../ninetka_desktop/ui/dialogs/perfect_play.py" line="423"/>
        <source>Perfect Play Tables</source>
        <translation>Таблици за безгрешна игра</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/perfect_play.py" line="112"/>
        <source>Endgame tables hold the result of every position they cover: Expert and Master play those positions perfectly, and the analysis of them is exact. The tables up to five men a side come with the app; larger ones are built on this computer, in the background at low priority, while you play.</source>
        <translation>Таблиците за ендшпила знаят резултата на всяка позиция, която обхващат: Експерт и Майстор играят тези позиции безгрешно, а анализът им е точен. Таблиците до пет пула на страна идват с програмата; по-големите се изграждат на този компютър, на заден план с нисък приоритет, докато играете.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/perfect_play.py" line="121"/>
        <source>Tables to build</source>
        <translation>Таблици за изграждане</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/perfect_play.py" line="129"/>
        <source>Progress</source>
        <translation>Напредък</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/perfect_play.py" line="134"/>
        <source>Progress of the build</source>
        <translation>Напредък на изграждането</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/perfect_play.py" line="144"/>
        <source>&amp;Build</source>
        <translation>&amp;Изграждане</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/perfect_play.py" line="145"/>
        <source>&amp;Pause</source>
        <translation>&amp;Пауза</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/perfect_play.py" line="146"/>
        <source>&amp;Resume</source>
        <translation>Пр&amp;одължаване</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/perfect_play.py" line="147"/>
        <source>Re&amp;move</source>
        <translation>Пре&amp;махване</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/perfect_play.py" line="148"/>
        <source>&amp;Close</source>
        <translation>&amp;Затваряне</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/perfect_play.py" line="218"/>
        <location filename="../../ninetka_desktop/ui/dialogs/perfect_play.py" line="370"/>
        <source>Looking at the tables already on disk…</source>
        <translation>Проверка на таблиците, които вече са на диска…</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/perfect_play.py" line="226"/>
        <source>flying at three men</source>
        <translation>със скачане при три пула</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/perfect_play.py" line="226"/>
        <source>no flying</source>
        <translation>без скачане</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/perfect_play.py" line="228"/>
        <source>For {game}, {rules}.</source>
        <translation>За играта {game}, {rules}.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/perfect_play.py" line="242"/>
        <source>The whole moving phase ({men} men a side)</source>
        <translation>Цялата фаза на местене ({men} пула на страна)</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/perfect_play.py" line="245"/>
        <source>Up to {men} men a side</source>
        <translation>До {men} пула на страна</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/perfect_play.py" line="261"/>
        <source>These rules have no endgame tables.</source>
        <translation>Тези правила нямат таблици за ендшпила.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/perfect_play.py" line="270"/>
        <source>Every position once the men are placed is played perfectly and the analysis is exact.</source>
        <translation>Всяка позиция след поставянето на пуловете се играе безгрешно, а анализът е точен.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/perfect_play.py" line="276"/>
        <source>At most {size} on disk; {time} to build.</source>
        <translation>Най-много {size} на диска; изграждането отнема {time}.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/perfect_play.py" line="283"/>
        <source>{done} of {total} tables are there already.</source>
        <translation>{done} от {total} таблици вече са налице.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/perfect_play.py" line="288"/>
        <source>Installed: Expert and Master play these positions perfectly.</source>
        <translation>Инсталирани: Експерт и Майстор играят тези позиции безгрешно.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/perfect_play.py" line="302"/>
        <source>Building needs up to about {memory} of memory.</source>
        <translation>Изграждането изисква до около {memory} памет.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/perfect_play.py" line="308"/>
        <source>This computer has {memory}, which may not be enough: the build may fail or slow everything down.</source>
        <translation>Този компютър има {memory}, което може да не стигне: изграждането може да се провали или да забави всичко.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/perfect_play.py" line="312"/>
        <source>This computer has {memory}.</source>
        <translation>Този компютър има {memory}.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/perfect_play.py" line="316"/>
        <source>The disk of your data folder has only {size} free: the build stops when it is full, its work kept.</source>
        <translation>Дискът на папката с данни има само {size} свободни: изграждането спира, когато се напълни, а работата му се запазва.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/perfect_play.py" line="340"/>
        <source>Tables cannot be removed while a build runs.</source>
        <translation>Таблиците не могат да се премахват, докато тече изграждане.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/perfect_play.py" line="343"/>
        <source>Other endgame tables are being built for a game; Build waits until they are ready.</source>
        <translation>Изграждат се други таблици за ендшпила за игра; Изграждане чака, докато станат готови.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/perfect_play.py" line="356"/>
        <location filename="../../ninetka_desktop/ui/dialogs/perfect_play.py" line="392"/>
        <source>Starting the build…</source>
        <translation>Изграждането започва…</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/perfect_play.py" line="364"/>
        <source>{done} of {total} tables built.</source>
        <translation>Изградени са {done} от {total} таблици.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/perfect_play.py" line="373"/>
        <source>Paused. Resume goes on from the work saved.</source>
        <translation>На пауза. Продължаването тръгва от запазената работа.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/perfect_play.py" line="375"/>
        <source>Not building now. Resume goes on from the work saved.</source>
        <translation>В момента нищо не се изгражда. Продължаването тръгва от запазената работа.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/perfect_play.py" line="377"/>
        <source>These tables are installed.</source>
        <translation>Тези таблици са инсталирани.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/perfect_play.py" line="379"/>
        <source>Not built yet.</source>
        <translation>Още не са изградени.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/perfect_play.py" line="390"/>
        <source>Pausing: the work is being saved…</source>
        <translation>Пауза: работата се запазва…</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/perfect_play.py" line="394"/>
        <source>Building {pair}, resumed from the work saved.</source>
        <translation>Изгражда се {pair}, продължено от запазената работа.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/perfect_play.py" line="396"/>
        <source>Building {pair}.</source>
        <translation>Изгражда се {pair}.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/perfect_play.py" line="399"/>
        <source>{done} of {total} tables built; first look at this pair: {percent}%</source>
        <translation>Изградени са {done} от {total} таблици; първи преглед на тази двойка: {percent}%</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/perfect_play.py" line="402"/>
        <source>{done} of {total} tables built; solving this pair, distance {distance}</source>
        <translation>Изградени са {done} от {total} таблици; тази двойка се решава, разстояние {distance}</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/perfect_play.py" line="428"/>
        <source>Another window of Ninetka Desktop is building endgame tables; nothing was started.</source>
        <translation>Друг прозорец на Ninetka Desktop изгражда таблици за ендшпила; нищо не е започнато.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/perfect_play.py" line="432"/>
        <source>The tables&apos; folder cannot be written ({reason}); nothing was built.</source>
        <translation>В папката на таблиците не може да се пише ({reason}); нищо не е изградено.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/perfect_play.py" line="445"/>
        <source>Remove the endgame tables of this set with more than {kept} men on a side, and the work saved of its build? This frees {size} in your data folder. The tables up to {kept} men a side stay.</source>
        <translation>Да се премахнат ли таблиците от този набор с повече от {kept} пула на едната страна и запазената работа по изграждането им? Така се освобождават {size} в папката с данни. Таблиците до {kept} пула на страна остават.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/perfect_play.py" line="452"/>
        <source>Remove Tables</source>
        <translation>Премахване на таблици</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/perfect_play.py" line="457"/>
        <source>Endgame tables are being built; nothing was removed.</source>
        <translation>Изграждат се таблици за ендшпила; нищо не е премахнато.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/perfect_play.py" line="459"/>
        <source>Some tables could not be removed ({reason}).</source>
        <translation>Някои таблици не можаха да бъдат премахнати ({reason}).</translation>
    </message>
</context>
<context>
    <name>PlayersPanel</name>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/kind.py" line="34"/>
        <source>{count} in hand</source>
        <translation>в ръка: {count}</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/kind.py" line="37"/>
        <source>{count} on board</source>
        <translation>на дъската: {count}</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/kind.py" line="40"/>
        <source>flying</source>
        <translation>с летене</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/kind.py" line="46"/>
        <source>Cows on the board</source>
        <translation>Крави на дъската</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/kind.py" line="47"/>
        <source>Men on the board</source>
        <translation>Пулове на дъската</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/kind.py" line="52"/>
        <source>{name}, {score} cows on the board</source>
        <translation>{name}, крави на дъската: {score}</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/kind.py" line="53"/>
        <source>{name}, {score} men on the board</source>
        <translation>{name}, пулове на дъската: {score}</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/kind.py" line="31"/>
        <source>{count} to place</source>
        <translation>за поставяне: {count}</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/kind.py" line="39"/>
        <source>{movable}/{waiting} can move</source>
        <translation>подвижни: {movable}/{waiting}</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/kind.py" line="77"/>
        <source>Sections held now</source>
        <translation>Сектори, владени в момента</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/kind.py" line="78"/>
        <source>{name}, {score} sections</source>
        <translation>{name}, сектори: {score}</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/players_panel.py" line="113"/>
        <source>Players</source>
        <translation>Играчи</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/players_panel.py" line="159"/>
        <source>Human</source>
        <translation>Човек</translation>
    </message>
</context>
<context>
    <name>PositionSetup</name>
    <message>
        <location filename="../../ninetka_desktop/ui/setup/drafts.py" line="66"/>
        <source>That is not a cell of the board.</source>
        <translation>Това не е клетка от дъската.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/setup/drafts.py" line="71"/>
        <source>Neutral counters stand on the core cells only (the inner 7 x 7).</source>
        <translation>Неутралните пулове стоят само на клетките от ядрото (вътрешните 7 x 7).</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/setup/drafts.py" line="97"/>
        <source>neutral counters are placed</source>
        <translation>поставят се неутралните пулове</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/setup/drafts.py" line="98"/>
        <source>counters are placed on the edge</source>
        <translation>пуловете се поставят по ръба</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/setup/drafts.py" line="99"/>
        <source>counters slide</source>
        <translation>пуловете се плъзгат</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/setup/drafts.py" line="100"/>
        <location filename="../../ninetka_desktop/ui/setup/drafts.py" line="199"/>
        <source>{player} to move; {phase}.</source>
        <translation>На ход е {player}; {phase}.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/setup/drafts.py" line="143"/>
        <source>That is not a point of the board.</source>
        <translation>Това не е точка от дъската.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/setup/drafts.py" line="156"/>
        <source>{side} has all its {men} men on the board.</source>
        <translation>{side} вече има всичките си {men} пула на дъската.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/setup/drafts.py" line="198"/>
        <source>men are placed</source>
        <translation>пуловете се поставят</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/setup/drafts.py" line="198"/>
        <source>men move</source>
        <translation>пуловете се местят</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/setup/launcher.py" line="31"/>
        <source>Set &amp;Up Position…</source>
        <translation>&amp;Разполагане на позиция…</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/setup/launcher.py" line="32"/>
        <source>Put pieces on a board of your own and play on from there</source>
        <translation>Подредете пуловете на дъската по свой избор и играйте оттам</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/setup/launcher.py" line="58"/>
        <location filename="../../ninetka_desktop/ui/setup/position_dialog.py" line="90"/>
        <source>Set Up Position</source>
        <translation>Разполагане на позиция</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/setup/position_dialog.py" line="64"/>
        <source>9tka, {n} players</source>
        <translation>9tka, {n} играчи</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/setup/position_dialog.py" line="104"/>
        <source>Game</source>
        <translation>Игра</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/setup/position_dialog.py" line="109"/>
        <source>Click a cell or point to put the piece chosen there</source>
        <translation>Щракнете върху клетка или точка, за да поставите там избрания пул</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/setup/position_dialog.py" line="112"/>
        <source>Piece</source>
        <translation>Пул</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/setup/position_dialog.py" line="117"/>
        <source>To move</source>
        <translation>На ход</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/setup/position_dialog.py" line="122"/>
        <source>&amp;To move:</source>
        <translation>&amp;На ход:</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/setup/position_dialog.py" line="126"/>
        <source>{side} in hand:</source>
        <translation>{side} в ръка:</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/setup/position_dialog.py" line="129"/>
        <source>{side}&apos;s men in hand</source>
        <translation>Пулове в ръка: {side}</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/setup/position_dialog.py" line="131"/>
        <source>C&amp;lear Board</source>
        <translation>И&amp;зчистване на дъската</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/setup/position_dialog.py" line="133"/>
        <source>Start Pos&amp;ition</source>
        <translation>Начална &amp;позиция</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/setup/position_dialog.py" line="135"/>
        <source>Position &amp;Shown</source>
        <translation>&amp;Текуща позиция</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/setup/position_dialog.py" line="149"/>
        <source>Whether the position can be played</source>
        <translation>Дали от позицията може да се играе</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/setup/position_dialog.py" line="150"/>
        <location filename="../../ninetka_desktop/ui/setup/position_dialog.py" line="290"/>
        <source>Players</source>
        <translation>Играчи</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/setup/position_dialog.py" line="154"/>
        <source>&amp;Play</source>
        <translation>Иг&amp;рай</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/setup/position_dialog.py" line="156"/>
        <source>St&amp;udy</source>
        <translation>Изу&amp;чаване</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/setup/position_dialog.py" line="158"/>
        <source>Play on from this position with the players below</source>
        <translation>Играйте от тази позиция с играчите по-долу</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/setup/position_dialog.py" line="159"/>
        <source>Explore this position, playing every side by hand</source>
        <translation>Изследвайте позицията, като играете ръчно за всички страни</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/setup/position_dialog.py" line="165"/>
        <source>&amp;Game:</source>
        <translation>&amp;Игра:</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/setup/position_dialog.py" line="274"/>
        <source>Empty</source>
        <translation>Празно</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/setup/position_dialog.py" line="275"/>
        <source>Take a piece off</source>
        <translation>Махане на пул</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/setup/position_dialog.py" line="277"/>
        <source>Neutral</source>
        <translation>Неутрален</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/setup/position_dialog.py" line="361"/>
        <source>Ready: {summary}</source>
        <translation>Готово: {summary}</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/setup/position_dialog.py" line="369"/>
        <source>This position cannot be played: {reason}.</source>
        <translation>От тази позиция не може да се играе: {reason}.</translation>
    </message>
</context>
<context>
    <name>Puzzles</name>
    <message>
        <location filename="../../ninetka_desktop/ui/puzzles/dialog.py" line="51"/>
        <location filename="../../ninetka_desktop/ui/puzzles/launcher.py" line="67"/>
        <source>Puzzles</source>
        <translation>Задачи</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/puzzles/dialog.py" line="59"/>
        <source>Game</source>
        <translation>Игра</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/puzzles/dialog.py" line="63"/>
        <source>Difficulty</source>
        <translation>Трудност</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/puzzles/dialog.py" line="65"/>
        <source>&amp;Game:</source>
        <translation>&amp;Игра:</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/puzzles/dialog.py" line="66"/>
        <source>&amp;Difficulty:</source>
        <translation>&amp;Трудност:</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/puzzles/dialog.py" line="69"/>
        <source>Puzzle</source>
        <translation>Задача</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/puzzles/dialog.py" line="73"/>
        <source>Task</source>
        <translation>Задание</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/puzzles/dialog.py" line="74"/>
        <source>Verdict</source>
        <translation>Присъда</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/puzzles/dialog.py" line="75"/>
        <source>What to do now</source>
        <translation>Какво да направите сега</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/puzzles/dialog.py" line="77"/>
        <source>Tries</source>
        <translation>Опити</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/puzzles/dialog.py" line="78"/>
        <source>&amp;Hint</source>
        <translation>&amp;Подсказка</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/puzzles/dialog.py" line="79"/>
        <source>Ring the counter or man to move</source>
        <translation>Огради пула, който трябва да се мести</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/puzzles/dialog.py" line="80"/>
        <source>Show &amp;Solution</source>
        <translation>Покажи &amp;решението</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/puzzles/dialog.py" line="81"/>
        <source>&amp;Next Puzzle</source>
        <translation>&amp;Следваща задача</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/puzzles/dialog.py" line="82"/>
        <source>Close</source>
        <translation>Затвори</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/puzzles/dialog.py" line="91"/>
        <source>Solved</source>
        <translation>Решени</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/puzzles/dialog.py" line="94"/>
        <source>Streak</source>
        <translation>Серия</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/puzzles/dialog.py" line="97"/>
        <source>Notice</source>
        <translation>Известие</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/puzzles/dialog.py" line="112"/>
        <source>Progress</source>
        <translation>Напредък</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/puzzles/dialog.py" line="168"/>
        <source>Every puzzle of this game and difficulty is solved: here they come again.</source>
        <translation>Всички задачи от тази игра и трудност са решени: ето ги отново.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/puzzles/dialog.py" line="184"/>
        <source>Puzzle {number} · {difficulty}</source>
        <translation>Задача {number} · {difficulty}</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/puzzles/dialog.py" line="189"/>
        <source>(solved before)</source>
        <translation>(решена преди)</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/puzzles/dialog.py" line="202"/>
        <source>Hint: the ringed one moves.</source>
        <translation>Подсказка: мести се огражданият.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/puzzles/dialog.py" line="215"/>
        <source>{move} was not played: {reason}</source>
        <translation>{move} не беше изигран: {reason}</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/puzzles/dialog.py" line="237"/>
        <source>Three tries are up: here is the solution.</source>
        <translation>Трите опита свършиха: ето решението.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/puzzles/dialog.py" line="269"/>
        <source>Your puzzle progress could not be saved: {error}</source>
        <translation>Напредъкът ви в задачите не можа да се запази: {error}</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/puzzles/dialog.py" line="290"/>
        <source>{difficulty} {solved}/{total}</source>
        <translation>{difficulty} {solved}/{total}</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/puzzles/dialog.py" line="298"/>
        <source>{game}: solved {solved} of {total} ({parts}).</source>
        <translation>{game}: решени {solved} от {total} ({parts}).</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/puzzles/dialog.py" line="306"/>
        <source>Streak: {streak} in a row (best {best}).</source>
        <translation>Серия: {streak} поред (най-добра {best}).</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/puzzles/launcher.py" line="51"/>
        <source>&amp;Puzzles…</source>
        <translation>Зада&amp;чи…</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/puzzles/launcher.py" line="52"/>
        <source>Find the one move that keeps the best result</source>
        <translation>Намерете единствения ход, който запазва най-добрия резултат</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/puzzles/launcher.py" line="68"/>
        <source>The puzzles could not be read ({reason}).</source>
        <translation>Задачите не можаха да се прочетат ({reason}).</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/puzzles/words.py" line="29"/>
        <source>Easy</source>
        <translation>Лесна</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/puzzles/words.py" line="29"/>
        <source>Hard</source>
        <translation>Трудна</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/puzzles/words.py" line="29"/>
        <source>Medium</source>
        <translation>Средна</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/puzzles/words.py" line="38"/>
        <source>{colour} to play and win: only one move wins.</source>
        <translation>{colour} е на ход и печели: само един ход печели.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/puzzles/words.py" line="39"/>
        <source>{colour} to play: find the only move that saves a draw; every other move loses.</source>
        <translation>{colour} е на ход: намерете единствения ход, който спасява реми; всеки друг губи.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ninetka_desktop/ui/puzzles/words.py" line="42"/>
        <source>{colour} to play: find the only move that wins by %n section(s).</source>
        <translation>
            <numerusform>{colour} е на ход: намерете единствения ход, който печели с %n сектор.</numerusform>
            <numerusform>{colour} е на ход: намерете единствения ход, който печели с %n сектора.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/puzzles/words.py" line="44"/>
        <source>{colour} to play: find the only move that levels the sections; a level score goes to {colour} by the tie-break.</source>
        <translation>{colour} е на ход: намерете единствения ход, който изравнява секторите; при равенство печели {colour}.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/puzzles/words.py" line="52"/>
        <source>Not this one.</source>
        <translation>Не този.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/puzzles/words.py" line="53"/>
        <source>Not this one: {what}</source>
        <translation>Не този: {what}</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/puzzles/words.py" line="60"/>
        <source>after {move} the game is only a draw.</source>
        <translation>след {move} играта е само реми.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/puzzles/words.py" line="61"/>
        <source>after {move} {colour} loses.</source>
        <translation>след {move} {colour} губи.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ninetka_desktop/ui/puzzles/words.py" line="64"/>
        <source>{move} wins by only %n section(s).</source>
        <translation>
            <numerusform>{move} печели само с %n сектор.</numerusform>
            <numerusform>{move} печели само с %n сектора.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/puzzles/words.py" line="66"/>
        <source>{move} only levels the sections.</source>
        <translation>{move} само изравнява секторите.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/puzzles/words.py" line="68"/>
        <source>after {move} the sections are level and the tie-break goes against {colour}.</source>
        <translation>след {move} секторите са равни и равенството е срещу {colour}.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ninetka_desktop/ui/puzzles/words.py" line="70"/>
        <source>after {move} {colour} loses by %n section(s).</source>
        <translation>
            <numerusform>след {move} {colour} губи с %n сектор.</numerusform>
            <numerusform>след {move} {colour} губи с %n сектора.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/puzzles/words.py" line="76"/>
        <source>Tries left: {count} of {total}.</source>
        <translation>Оставащи опити: {count} от {total}.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/puzzles/words.py" line="80"/>
        <source>Right: {move} is the move. Solved!</source>
        <translation>Правилно: {move} е ходът. Решено!</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/puzzles/words.py" line="84"/>
        <source>The solution is {move}. This puzzle counts as not solved.</source>
        <translation>Решението е {move}. Тази задача се брои за нерешена.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/puzzles/words.py" line="17"/>
        <source>9tka</source>
        <translation type="vanished">9tka</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/puzzles/words.py" line="17"/>
        <source>Nine Men&apos;s Morris</source>
        <translation type="vanished">Мелница</translation>
    </message>
</context>
<context>
    <name>QGnomeTheme</name>
    <message>
        <location filename="../../ninetka_desktop/i18n.py" line="61"/>
        <source>&amp;OK</source>
        <translation>&amp;Добре</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/i18n.py" line="62"/>
        <source>&amp;Cancel</source>
        <translation>&amp;Отказ</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/i18n.py" line="63"/>
        <source>&amp;Close</source>
        <translation>З&amp;атваряне</translation>
    </message>
</context>
<context>
    <name>QLineEdit</name>
    <message>
        <location filename="../../ninetka_desktop/i18n.py" line="64"/>
        <source>&amp;Undo</source>
        <translation>&amp;Отмяна</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/i18n.py" line="65"/>
        <source>&amp;Redo</source>
        <translation>По&amp;втаряне</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/i18n.py" line="66"/>
        <source>Cu&amp;t</source>
        <translation>&amp;Изрязване</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/i18n.py" line="67"/>
        <source>&amp;Copy</source>
        <translation>&amp;Копиране</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/i18n.py" line="68"/>
        <source>&amp;Paste</source>
        <translation>&amp;Поставяне</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/i18n.py" line="69"/>
        <source>Delete</source>
        <translation>Изтриване</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/i18n.py" line="70"/>
        <source>Select All</source>
        <translation>Избиране на всичко</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <location filename="../../ninetka_desktop/i18n.py" line="56"/>
        <source>OK</source>
        <translation>Добре</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/i18n.py" line="57"/>
        <source>Cancel</source>
        <translation>Отказ</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/i18n.py" line="58"/>
        <source>Close</source>
        <translation>Затваряне</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/i18n.py" line="59"/>
        <source>&amp;Yes</source>
        <translation>&amp;Да</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/i18n.py" line="60"/>
        <source>&amp;No</source>
        <translation>&amp;Не</translation>
    </message>
</context>
<context>
    <name>QWidgetTextControl</name>
    <message>
        <location filename="../../ninetka_desktop/i18n.py" line="71"/>
        <source>&amp;Copy</source>
        <translation>&amp;Копиране</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/i18n.py" line="72"/>
        <source>Copy &amp;Link Location</source>
        <translation>Копиране на &amp;адреса на връзката</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/i18n.py" line="73"/>
        <source>Select All</source>
        <translation>Избиране на всичко</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/analysis_help.py" line="15"/>
        <source>Using the analysis</source>
        <translation>Как да използвате анализа</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/analysis_help.py" line="18"/>
        <source>&lt;b&gt;View ▸ Analysis&lt;/b&gt; opens a panel that values every legal move of the position on the board for the player to move, best first, with the line of play it expects after each. A badge on the board shows the same value where the move starts or lands; the best move&apos;s badge is drawn dark.</source>
        <translation>&lt;b&gt;Изглед ▸ Анализ&lt;/b&gt; отваря панел, който оценява всеки позволен ход в позицията на дъската за играча на ход, от най-добрия, заедно с очакваното продължение след всеки. Значка на дъската показва същата стойност там, където ходът започва или свършва; значката на най-добрия ход е тъмна.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/analysis_help.py" line="27"/>
        <source>An &lt;b&gt;exact&lt;/b&gt; value is proved: who wins and by how much (9tka, once the counters slide; with three or four players, what the player to move can make sure of even if all the others play together against it), or a win, a draw or a loss (the Morris games, from the endgame tables or a forced end). Any other value is an &lt;b&gt;estimate&lt;/b&gt;: the chance, in percent, that the player to move wins after that move. The panel looks deeper while the position stands and starts again after a move; click a move in the move list to analyse an earlier position.</source>
        <translation>&lt;b&gt;Точната&lt;/b&gt; стойност е доказана: кой печели и с колко (9tka, когато пуловете се плъзгат; при трима или четирима играчи: какво играчът на ход може да си осигури, дори ако всички останали играят заедно срещу него) или победа, реми или загуба (игрите от семейството на мелницата, от таблиците за окончания или от принудителен край). Всяка друга стойност е &lt;b&gt;оценка&lt;/b&gt;: шансът в проценти играчът на ход да спечели след този ход. Панелът търси по-надълбоко, докато позицията стои, и започва отначало след ход; щракнете ход в списъка с ходове, за да анализирате по-ранна позиция.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/study_help.py" line="14"/>
        <source>The move list holds the game&apos;s &lt;b&gt;variations&lt;/b&gt; too. Click a move to see the board as it was after it: a move played there starts a variation, shown indented and in italics under the move the game played, and the game&apos;s own moves stay. The computer plays only at the end of the game&apos;s main line; anywhere else the board is a study board, you play every side, and nothing there counts in the statistics. &lt;b&gt;Back to the game&lt;/b&gt; returns. Undo and Redo walk the moves; after Undo at the end of the game, a different move goes on with the game and the moves taken back stay as a variation.</source>
        <translation>Списъкът с ходове съдържа и &lt;b&gt;вариантите&lt;/b&gt; на играта. Щракнете върху ход, за да видите дъската такава, каквато е била след него: ход, изигран там, започва вариант, показан с отстъп и в курсив под хода от играта, а ходовете на самата игра остават. Компютърът играе само в края на главната линия на играта; навсякъде другаде дъската е за изучаване, вие играете за всички страни и нищо там не се брои в статистиката. &lt;b&gt;Обратно към играта&lt;/b&gt; връща. Отмяна и Повтаряне минават по ходовете; след отмяна в края на играта друг ход продължава играта, а отменените ходове остават като вариант.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/study_help.py" line="25"/>
        <source>Right-click a move (or use the Move menu) to &lt;b&gt;promote&lt;/b&gt; its variation, to make it the &lt;b&gt;main line&lt;/b&gt;, to &lt;b&gt;delete&lt;/b&gt; it or to write a &lt;b&gt;comment&lt;/b&gt; on the position after it. Saved games keep the variations and the comments.</source>
        <translation>Щракнете с десния бутон върху ход (или използвайте менюто Ход), за да &lt;b&gt;повишите&lt;/b&gt; варианта му, да го направите &lt;b&gt;главна линия&lt;/b&gt;, да го &lt;b&gt;изтриете&lt;/b&gt; или да напишете &lt;b&gt;коментар&lt;/b&gt; към позицията след него. Запазените игри пазят вариантите и коментарите.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/study_help.py" line="31"/>
        <source>&lt;b&gt;Game ▸ Set Up Position…&lt;/b&gt; puts pieces on the board of any game: choose a piece, click cells or points, and choose the side to move (and, in the Morris games, the men in hand); the editor says why the rules cannot reach a position. Play on from it against the computer or with friends, or study it. &lt;b&gt;Edit ▸ Copy Position&lt;/b&gt; and &lt;b&gt;Paste Position&lt;/b&gt; carry a position as text: the FEN of the Sanmill program for the Morris games on the 24-point board, the app&apos;s own position string for 9tka. Games from a set-up position are not counted in the statistics.</source>
        <translation>&lt;b&gt;Игра ▸ Разполагане на позиция…&lt;/b&gt; нарежда пулове на дъската на всяка игра: изберете пул, щракайте върху клетки или точки и изберете страната на ход (а в игрите „Мелница“ и пуловете в ръка); редакторът казва защо правилата не могат да достигнат дадена позиция. Играйте от нея срещу компютъра или с приятели, или я изучавайте. &lt;b&gt;Редактиране ▸ Копиране на позицията&lt;/b&gt; и &lt;b&gt;Поставяне на позиция&lt;/b&gt; пренасят позиция като текст: FEN на програмата Sanmill за игрите „Мелница“ на дъската с 24 точки, собствения запис на позиция на приложението за 9tka. Игрите от подредена позиция не се броят в статистиката.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/study_help.py" line="44"/>
        <source>Studying a game</source>
        <translation>Изучаване на игра</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/family_rules.py" line="105"/>
        <source>The Morris family</source>
        <translation>Семейството на Мелница</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/family_rules.py" line="107"/>
        <source>Nine Men&apos;s Morris has relatives, older and younger, that the New Game dialog offers too. What the page says above holds for each of them unless its own part below says otherwise: White moves first, a mill takes one of the opponent&apos;s men, a player down to two men or unable to move loses, and the same draws apply. The points are always named by column letter and row number, row 1 at the bottom.</source>
        <translation>Мелница има роднини, по-стари и по-нови, които прозорецът „Нова игра“ също предлага. Казаното по-горе важи за всяка от тях, освен ако собствената ѝ част по-долу не казва друго: Бял играе пръв, мелницата взема един пул на противника, играч, на когото са останали два пула или който не може да мести, губи, и важат същите правила за реми. Точките винаги се назовават с буквата на колоната и номера на реда, като ред 1 е най-долу.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/family_rules.py" line="117"/>
        <source>Three Men&apos;s Morris</source>
        <translation>Мелница с три пула</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/family_rules.py" line="119"/>
        <source>The smallest of the family: nine points on a 3&amp;times;3 grid, a1 to c3, with b2 in the middle. The three rows, the three columns and the two diagonals are lines, so b2 is adjacent to every other point. Each player has &lt;b&gt;three men&lt;/b&gt;. The players place them in turn, then move one man a turn to an adjacent empty point.</source>
        <translation>Най-малката от семейството: девет точки в мрежа 3&amp;times;3, от a1 до c3, с b2 в средата. Трите реда, трите колони и двата диагонала са линии, така че b2 е съседна на всяка друга точка. Всеки играч има &lt;b&gt;три пула&lt;/b&gt;. Играчите ги поставят поред, а после на всеки ход местят по един пул на съседна празна точка.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/family_rules.py" line="130"/>
        <source>&lt;b&gt;The first mill wins the game&lt;/b&gt;, whether it is made by placing or by moving. Nothing is ever removed, and nobody flies.</source>
        <translation>&lt;b&gt;Първата мелница печели играта&lt;/b&gt;, независимо дали е образувана с поставяне, или с местене. Нищо не се взема и никой не скача.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/family_rules.py" line="137"/>
        <source>Options: without the &lt;b&gt;diagonals&lt;/b&gt; the board has six lines only; with &lt;b&gt;nine holes&lt;/b&gt; a man may move to any empty point; and White&apos;s first man may be kept off the centre, b2, from which White can force a win.</source>
        <translation>Опции: без &lt;b&gt;диагоналите&lt;/b&gt; дъската има само шест линии; с &lt;b&gt;девет дупки&lt;/b&gt; пулът може да се мести на всяка празна точка; а първият пул на Бял може да не се допуска в центъра, b2, откъдето Бял може да си осигури победа.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/family_rules.py" line="147"/>
        <source>White&apos;s third man, placed on c3, completes the diagonal a1 b2 c3: White wins.</source>
        <translation>Третият пул на Бял, поставен на c3, завършва диагонала a1 b2 c3: Бял печели.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/family_rules.py" line="154"/>
        <source>The board without diagonals. White wins with the bottom row a1 b1 c1.</source>
        <translation>Дъската без диагонали. Бял печели с долния ред a1 b1 c1.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/family_rules.py" line="159"/>
        <source>Six Men&apos;s Morris</source>
        <translation>Мелница с шест пула</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/family_rules.py" line="161"/>
        <source>Two squares, one inside the other, on a 5&amp;times;5 grid: the outer square a1 a5 e5 e1, the inner one b2 b4 d4 d2, and four short lines joining the middles of their sides. Only the eight &lt;b&gt;sides&lt;/b&gt; of the squares are mills. Each player has &lt;b&gt;six men&lt;/b&gt;.</source>
        <translation>Два квадрата, един в друг, в мрежа 5&amp;times;5: външният квадрат a1 a5 e5 e1, вътрешният b2 b4 d4 d2 и четири къси линии, които свързват средите на страните им. Мелници са само осемте &lt;b&gt;страни&lt;/b&gt; на квадратите. Всеки играч има &lt;b&gt;шест пула&lt;/b&gt;.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/family_rules.py" line="171"/>
        <source>There is &lt;b&gt;no flying&lt;/b&gt; by default: a player with three men still steps along the lines. Flying can be switched on.</source>
        <translation>По подразбиране &lt;b&gt;няма скачане&lt;/b&gt;: играч с три пула продължава да мести по линиите. Скачането може да се включи.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/family_rules.py" line="178"/>
        <source>Men in a mill are protected as in Nine Men&apos;s Morris; with that option off, any man may be taken.</source>
        <translation>Пуловете в мелница са защитени както в Мелница; при изключена опция може да се вземе всеки пул.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/family_rules.py" line="187"/>
        <source>White places a man on a5, completes the side a1 a3 a5 and takes Black&apos;s man on c5 (written a5xc5).</source>
        <translation>Бял поставя пул на a5, завършва страната a1 a3 a5 и взема пула на Черен от c5 (записва се a5xc5).</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/family_rules.py" line="193"/>
        <source>Twelve Men&apos;s Morris</source>
        <translation>Мелница с дванадесет пула</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/family_rules.py" line="195"/>
        <source>The board of Nine Men&apos;s Morris with four &lt;b&gt;diagonals&lt;/b&gt; joining the corners of the squares (a1 b2 c3, a7 b6 c5, g7 f6 e5 and g1 f2 e3), which are lines for moving and, by default, mills too. Each player has &lt;b&gt;twelve men&lt;/b&gt;, so the 24 points can fill up while placing.</source>
        <translation>Дъската на Мелница с четири &lt;b&gt;диагонала&lt;/b&gt;, които свързват ъглите на квадратите (a1 b2 c3, a7 b6 c5, g7 f6 e5 и g1 f2 e3) и са линии за местене, а по подразбиране и мелници. Всеки играч има &lt;b&gt;дванадесет пула&lt;/b&gt;, така че 24-те точки могат да се запълнят още при поставянето.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/family_rules.py" line="205"/>
        <source>If every point is taken when the last man is placed, the game is a &lt;b&gt;draw&lt;/b&gt;. With that option off, White, who cannot move, loses.</source>
        <translation>Ако всички точки са заети, когато бъде поставен последният пул, играта завършва &lt;b&gt;наравно&lt;/b&gt;. При изключена опция Бял, който не може да мести, губи.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/family_rules.py" line="212"/>
        <source>With &lt;b&gt;diagonal mills&lt;/b&gt; off, the diagonals serve for moving only, as in the oldest descriptions of the game.</source>
        <translation>При изключени &lt;b&gt;диагонални мелници&lt;/b&gt; диагоналите служат само за местене, както в най-старите описания на играта.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/family_rules.py" line="221"/>
        <source>A mill on a diagonal: White&apos;s man on c3 completes a1 b2 c3 and takes Black&apos;s man on d1.</source>
        <translation>Мелница по диагонал: пулът на Бял на c3 завършва a1 b2 c3 и взема пула на Черен от d1.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/family_rules.py" line="227"/>
        <source>Morabaraba</source>
        <translation>Морабараба</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/family_rules.py" line="229"/>
        <source>The South African game, played on the board of Twelve Men&apos;s Morris with its diagonals, twelve pieces each. The pieces are called &lt;b&gt;cows&lt;/b&gt;, and taking one is &lt;b&gt;shooting&lt;/b&gt; it. Placing, moving, shooting and flying with three cows are as in Nine Men&apos;s Morris, and a full board after placing is a draw.</source>
        <translation>Южноафриканската игра, която се играе на дъската на Мелница с дванадесет пула, с нейните диагонали, по дванадесет пула за всеки. Пуловете се наричат &lt;b&gt;крави&lt;/b&gt;, а вземането на крава е &lt;b&gt;застрелване&lt;/b&gt;. Поставянето, местенето, стрелянето и скачането с три крави са както в Мелница, а пълна дъска след поставянето означава реми.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/family_rules.py" line="239"/>
        <source>&lt;b&gt;No immediate return&lt;/b&gt;: a cow that left one of its mills and made a new one may not go straight back on its player&apos;s next turn if that would make a mill again. This rule can be switched off.</source>
        <translation>&lt;b&gt;Без незабавно връщане&lt;/b&gt;: крава, която е напуснала една от своите мелници и е направила нова, не може да се върне веднага на следващия ход на играча си, ако така отново би направила мелница. Това правило може да се изключи.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/family_rules.py" line="247"/>
        <source>While either player has only three cows, the game is drawn after &lt;b&gt;ten moves&lt;/b&gt; in a row without a shot.</source>
        <translation>Докато някой от играчите има само три крави, играта завършва наравно след &lt;b&gt;десет поредни хода&lt;/b&gt; без изстрел.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/family_rules.py" line="254"/>
        <source>Lasker Morris</source>
        <translation>Мелница на Ласкер</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/family_rules.py" line="256"/>
        <source>Emanuel Lasker&apos;s game on the Nine Men&apos;s Morris board, with &lt;b&gt;ten men&lt;/b&gt; each (nine as an option). There is no placing phase: &lt;b&gt;on every turn&lt;/b&gt; a player either places a man from the hand on an empty point or moves one of their men to an adjacent empty point. Mills take men as usual.</source>
        <translation>Играта на Емануел Ласкер на дъската на Мелница, с по &lt;b&gt;десет пула&lt;/b&gt; (по избор девет). Няма фаза на поставяне: &lt;b&gt;на всеки ход&lt;/b&gt; играчът или поставя пул от ръката си на празна точка, или мести един от пуловете си на съседна празна точка. Мелниците вземат пулове както обикновено.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/family_rules.py" line="266"/>
        <source>In the game, click a man in your hand or an empty point to place, and click one of your men on the board to move it.</source>
        <translation>В играта щракнете върху пул в ръката си или върху празна точка, за да поставите, и върху един от пуловете си на дъската, за да го преместите.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/family_rules.py" line="273"/>
        <source>A player flies only with an empty hand and three men on the board. The men in hand count too: a player with two men left in all loses.</source>
        <translation>Играч скача само с празна ръка и три пула на дъската. Пуловете в ръката също се броят: играч, на когото са останали общо два пула, губи.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/family_rules.py" line="282"/>
        <source>White still has nine men in hand, yet moves a1-a4 instead of placing.</source>
        <translation>Бял още има девет пула в ръка, но вместо да поставя, мести a1-a4.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/kind.py" line="91"/>
        <source>Rules of the Morris Games</source>
        <translation>Правила на Мелница</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/rules_text.py" line="90"/>
        <source>How to play Nine Men&apos;s Morris</source>
        <translation>Как се играе Мелница</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/rules_text.py" line="92"/>
        <source>Nine Men&apos;s Morris, also called Mills or Merels, is a game for two players that goes back to the Roman Empire. White and Black have nine men each and try to line up three of them, a &lt;b&gt;mill&lt;/b&gt;, to take the other player&apos;s men. &lt;b&gt;White moves first.&lt;/b&gt;</source>
        <translation>Мелница (на английски Nine Men&apos;s Morris, Mills или Merels) е игра за двама играчи, която води началото си от Римската империя. Бял и Черен имат по девет пула и се стремят да подредят три от тях в линия – &lt;b&gt;мелница&lt;/b&gt;, за да вземат пуловете на другия играч. &lt;b&gt;Бял играе пръв.&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/rules_text.py" line="100"/>
        <location filename="../../ninetka_desktop/ui/ninetka/rules_text.py" line="90"/>
        <source>The board</source>
        <translation>Дъската</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/rules_text.py" line="102"/>
        <source>The board has three squares, one inside the other, joined by lines through the middles of their sides. The men stand on the 24 &lt;b&gt;points&lt;/b&gt;: the corners and the middles of the sides of each square. The points are named as on a 7&amp;times;7 grid: columns a to g from left to right, rows 1 to 7 from bottom to top, so a1 is the bottom-left corner of the outer square and d6 the middle of the top side of the middle square.</source>
        <translation>Дъската се състои от три квадрата, един в друг, свързани с линии през средите на страните им. Пуловете стоят в 24-те &lt;b&gt;точки&lt;/b&gt;: ъглите и средите на страните на всеки квадрат. Точките са наименувани като в мрежа 7&amp;times;7: колони от a до g отляво надясно, редове от 1 до 7 отдолу нагоре, така че a1 е долният ляв ъгъл на външния квадрат, а d6 е средата на горната страна на средния квадрат.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/rules_text.py" line="114"/>
        <source>Two points are &lt;b&gt;adjacent&lt;/b&gt; when a line joins them with no point between.</source>
        <translation>Две точки са &lt;b&gt;съседни&lt;/b&gt;, когато ги свързва линия без друга точка между тях.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/rules_text.py" line="120"/>
        <source>Three points on one straight line form a &lt;b&gt;mill&lt;/b&gt;. There are 16: the 12 sides of the three squares (such as a1 a4 a7 or b2 d2 f2) and the 4 short lines that join the squares (a4 b4 c4, e4 f4 g4, d1 d2 d3 and d5 d6 d7).</source>
        <translation>Три точки на една права линия образуват &lt;b&gt;мелница&lt;/b&gt;. Те са 16: 12-те страни на трите квадрата (например a1 a4 a7 или b2 d2 f2) и 4-те къси линии, които свързват квадратите (a4 b4 c4, e4 f4 g4, d1 d2 d3 и d5 d6 d7).</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/rules_text.py" line="130"/>
        <source>The 24 points and their names. Two of the 16 mills are outlined: a7 d7 g7 and d1 d2 d3.</source>
        <translation>24-те точки и имената им. Очертани са две от 16-те мелници: a7 d7 g7 и d1 d2 d3.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/rules_text.py" line="136"/>
        <source>Placing</source>
        <translation>Поставяне</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/rules_text.py" line="138"/>
        <source>The board starts empty. The players take turns putting one of their men on any empty point, White first, until both have placed all nine.</source>
        <translation>В началото дъската е празна. Играчите се редуват да поставят по един свой пул на произволна празна точка, като Бял е пръв, докато и двамата поставят и деветте си пула.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/rules_text.py" line="144"/>
        <source>Mills and removing a man</source>
        <translation>Мелници и вземане на пул</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/rules_text.py" line="146"/>
        <source>When your man completes a mill of your colour, whether you placed it or moved it there, you &lt;b&gt;remove&lt;/b&gt; one of your opponent&apos;s men from the board at once, as part of the same turn. A removed man is out of the game.</source>
        <translation>Когато ваш пул завърши мелница от вашия цвят, независимо дали сте го поставили, или преместили там, веднага &lt;b&gt;вземате&lt;/b&gt; един от пуловете на противника от дъската като част от същия ход. Взетият пул излиза от играта.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/rules_text.py" line="155"/>
        <source>You may not take a man that stands in one of your opponent&apos;s mills, &lt;b&gt;unless every one&lt;/b&gt; of their men is in a mill: then you may take any of them.</source>
        <translation>Не можете да вземете пул, който стои в една от мелниците на противника, &lt;b&gt;освен ако всички&lt;/b&gt; негови пулове са в мелници: тогава можете да вземете който и да е от тях.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/rules_text.py" line="162"/>
        <source>Closing two mills with one move still removes only one man.</source>
        <translation>Затварянето на две мелници с един ход все пак взема само един пул.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/rules_text.py" line="167"/>
        <source>White places a man on a4 and closes the mill a1 a4 a7, so White removes Black&apos;s man on g7 (written a4xg7). Black&apos;s men on b6, d6 and f6 form a mill and may not be taken while Black has a man outside a mill.</source>
        <translation>Бял поставя пул на a4 и затваря мелницата a1 a4 a7, затова Бял взема пула на Черен от g7 (записва се a4xg7). Пуловете на Черен на b6, d6 и f6 образуват мелница и не могат да бъдат взети, докато Черен има пул извън мелница.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/rules_text.py" line="174"/>
        <source>Moving</source>
        <translation>Местене</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/rules_text.py" line="176"/>
        <source>Once all 18 men have been placed (some may have been removed already), the players take turns moving one of their men along a line to an &lt;b&gt;adjacent empty point&lt;/b&gt;. Forming a mill by moving removes a man just as placing does. Moving a man out of a mill and straight back on your next turn is allowed, and closing the mill again removes another man.</source>
        <translation>След като всички 18 пула са поставени (някои може вече да са взети), играчите се редуват да местят по един свой пул по линия към &lt;b&gt;съседна празна точка&lt;/b&gt;. Образуването на мелница с местене взема пул точно както при поставяне. Разрешено е да изместите пул от мелница и на следващия си ход веднага да го върнете, а повторното затваряне на мелницата взема още един пул.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/rules_text.py" line="187"/>
        <source>White&apos;s man on d6 can move to d5 or f6 (ringed). d7 and b6 are taken, and a man cannot jump over another one.</source>
        <translation>Пулът на Бял на d6 може да отиде на d5 или f6 (оградени). d7 и b6 са заети, а пул не може да прескача друг пул.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/rules_text.py" line="193"/>
        <source>Flying</source>
        <translation>Скачане</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/rules_text.py" line="195"/>
        <source>When &lt;b&gt;flying&lt;/b&gt; is switched on (it is by default; the New Game dialog can switch it off), a player who has exactly three men left may move a man to &lt;b&gt;any empty point&lt;/b&gt;, not only an adjacent one. With flying off, a player with three men moves like everyone else.</source>
        <translation>Когато &lt;b&gt;скачането&lt;/b&gt; е включено (по подразбиране е; може да се изключи в прозореца „Нова игра“), играч, на когото са останали точно три пула, може да премести пул на &lt;b&gt;всяка празна точка&lt;/b&gt;, не само на съседна. При изключено скачане играч с три пула мести като всички останали.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/rules_text.py" line="205"/>
        <source>White is down to three men and flies from a1 to e5 (written a1-e5).</source>
        <translation>На Бял са му останали три пула и той скача от a1 на e5 (записва се a1-e5).</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/rules_text.py" line="210"/>
        <source>End of the game</source>
        <translation>Край на играта</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/rules_text.py" line="213"/>
        <source>A player who is &lt;b&gt;down to two men&lt;/b&gt; loses: they can no longer form a mill.</source>
        <translation>Играч, на когото са &lt;b&gt;останали два пула&lt;/b&gt;, губи: вече не може да образува мелница.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/rules_text.py" line="219"/>
        <source>A player who, at the start of their turn in the moving phase, &lt;b&gt;cannot move&lt;/b&gt; any man (every one of them is &lt;b&gt;blocked&lt;/b&gt;) loses.</source>
        <translation>Играч, който в началото на своя ход във фазата на местене &lt;b&gt;не може да мести&lt;/b&gt; нито един пул (всичките са &lt;b&gt;блокирани&lt;/b&gt;), губи.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/rules_text.py" line="226"/>
        <source>The game is &lt;b&gt;drawn&lt;/b&gt; when the same position occurs for the third time with the same player to move (&lt;b&gt;threefold repetition&lt;/b&gt;).</source>
        <translation>Играта завършва &lt;b&gt;наравно&lt;/b&gt;, когато една и съща позиция се появи за трети път при един и същ играч на ход (&lt;b&gt;трикратно повторение&lt;/b&gt;).</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/rules_text.py" line="233"/>
        <source>The game is also &lt;b&gt;drawn&lt;/b&gt; when 100 moves in a row (50 by each player) are made in the moving phase &lt;b&gt;without a removal&lt;/b&gt;.</source>
        <translation>Играта завършва &lt;b&gt;наравно&lt;/b&gt; и когато във фазата на местене се изиграят 100 поредни хода (по 50 от всеки играч) &lt;b&gt;без вземане&lt;/b&gt;.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/rules_text.py" line="241"/>
        <source>Both draw rules are on by default; each can be switched off in the New Game dialog.</source>
        <translation>И двете правила за реми са включени по подразбиране; всяко от тях може да се изключи в прозореца „Нова игра“.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/rules_text.py" line="249"/>
        <source>White plays f6-f4. None of Black&apos;s four men (ringed) has an empty neighbour now, so Black cannot move and loses.</source>
        <translation>Бял играе f6-f4. Нито един от четирите пула на Черен (оградени) вече няма празна съседна точка, така че Черен не може да мести и губи.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/rules_text.py" line="255"/>
        <location filename="../../ninetka_desktop/ui/ninetka/rules_text.py" line="270"/>
        <source>Notation</source>
        <translation>Нотация</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/rules_text.py" line="257"/>
        <source>Placing a man is written as its point, e.g. &lt;tt&gt;d6&lt;/tt&gt;.</source>
        <translation>Поставянето на пул се записва с точката му, напр. &lt;tt&gt;d6&lt;/tt&gt;.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/rules_text.py" line="259"/>
        <source>Moving a man joins the two points with a dash, e.g. &lt;tt&gt;d6-d7&lt;/tt&gt;; a flight is written the same way.</source>
        <translation>Местенето на пул свързва двете точки с тире, напр. &lt;tt&gt;d6-d7&lt;/tt&gt;; скокът се записва по същия начин.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/rules_text.py" line="266"/>
        <source>A move that removes a man is followed by &lt;tt&gt;x&lt;/tt&gt; and the point of the man removed: &lt;tt&gt;a4xg7&lt;/tt&gt;, &lt;tt&gt;d6-d7xb4&lt;/tt&gt;.</source>
        <translation>Ход, при който се взема пул, е последван от &lt;tt&gt;x&lt;/tt&gt; и точката на взетия пул: &lt;tt&gt;a4xg7&lt;/tt&gt;, &lt;tt&gt;d6-d7xb4&lt;/tt&gt;.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/kind.py" line="81"/>
        <source>Rules of 9tka</source>
        <translation>Правила на 9tka</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/rules_text.py" line="64"/>
        <source>Colour</source>
        <translation>Цвят</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/rules_text.py" line="65"/>
        <source>Turn</source>
        <translation>Ред</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/rules_text.py" line="66"/>
        <source>2 players</source>
        <translation>2 играчи</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/rules_text.py" line="67"/>
        <source>3 players</source>
        <translation>3 играчи</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/rules_text.py" line="68"/>
        <source>4 players</source>
        <translation>4 играчи</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/rules_text.py" line="81"/>
        <source>How to play 9tka</source>
        <translation>Как се играе 9tka</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/rules_text.py" line="83"/>
        <source>9tka (from the Polish &lt;i&gt;dziewiątka&lt;/i&gt;, “the nine”) is a game of area majority for 2 to 4 players, designed by Adam Kałuża in 2007. You slide counters in from the edge of the board and try to hold more of the nine sections than anyone else.</source>
        <translation>9tka (от полското &lt;i&gt;dziewiątka&lt;/i&gt;, „деветката“) е игра за надмощие по територии за 2 до 4 играчи, създадена от Адам Калужа през 2007 г. Вкарвате пулове от ръба на дъската и се стремите да завладеете повече от деветте сектора, отколкото който и да е друг играч.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/rules_text.py" line="92"/>
        <source>The board is a grid of 11&amp;times;11 cells. Columns are lettered A to K from left to right, rows numbered 1 to 11 from bottom to top, so A1 is the bottom-left corner. The four corners are never used.</source>
        <translation>Дъската е мрежа от 11&amp;times;11 клетки. Колоните са означени с букви от A до K отляво надясно, а редовете – с числа от 1 до 11 отдолу нагоре, така че A1 е долният ляв ъгъл. Четирите ъгъла никога не се използват.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/rules_text.py" line="99"/>
        <source>The &lt;b&gt;field&lt;/b&gt; is the inner 9&amp;times;9 square, B2 to J10. A counter that has entered the field never moves again.</source>
        <translation>&lt;b&gt;Полето&lt;/b&gt; е вътрешният квадрат 9&amp;times;9, от B2 до J10. Пул, който е влязъл в полето, никога повече не се мести.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/rules_text.py" line="105"/>
        <source>The 36 round &lt;b&gt;slots&lt;/b&gt; around the field, 9 on each side, hold counters that are still waiting outside the board.</source>
        <translation>36-те кръгли &lt;b&gt;гнезда&lt;/b&gt; около полето, по 9 от всяка страна, държат пуловете, които още чакат извън дъската.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/rules_text.py" line="111"/>
        <source>The field is cut into nine 3&amp;times;3 &lt;b&gt;sections&lt;/b&gt;, named like a compass: NW, N, NE at the top, W, C, E in the middle and SW, S, SE at the bottom.</source>
        <translation>Полето е разделено на девет &lt;b&gt;сектора&lt;/b&gt; 3&amp;times;3, наречени като посоките на компаса (с английските съкращения): NW, N, NE отгоре, W, C, E в средата и SW, S, SE отдолу.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/rules_text.py" line="117"/>
        <source>The lighter inner 7&amp;times;7 square, C3 to I9, is the &lt;b&gt;core&lt;/b&gt;. The darker ring around it (rows 2 and 10, columns B and J) is outside the core. A corner section has 4 core cells, a side section 6 and the centre section all 9.</source>
        <translation>По-светлият вътрешен квадрат 7&amp;times;7, от C3 до I9, е &lt;b&gt;ядрото&lt;/b&gt;. По-тъмният пръстен около него (редове 2 и 10, колони B и J) е извън ядрото. Ъгловият сектор има 4 клетки от ядрото, страничният – 6, а централният – и деветте.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/rules_text.py" line="126"/>
        <source>The field, its nine sections, the core and the slots.</source>
        <translation>Полето, деветте му сектора, ядрото и гнездата.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/rules_text.py" line="128"/>
        <source>Players and counters</source>
        <translation>Играчи и пулове</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/rules_text.py" line="130"/>
        <source>Each player has counters of one colour; how many depends on the number of players:</source>
        <translation>Всеки играч има пулове от един цвят; броят им зависи от броя на играчите:</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/rules_text.py" line="137"/>
        <source>There are also 9 red &lt;b&gt;neutral counters&lt;/b&gt;, which belong to nobody. Turns always go Yellow, Blue, Orange, Green and round again.</source>
        <translation>Има и 9 червени &lt;b&gt;неутрални пула&lt;/b&gt;, които не принадлежат на никого. Редът на ходовете винаги е Жълт, Син, Оранжев, Зелен и отначало.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/rules_text.py" line="143"/>
        <source>Playing: three phases</source>
        <translation>Играта: три фази</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/rules_text.py" line="145"/>
        <source>1. Neutral counters</source>
        <translation>1. Неутрални пулове</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/rules_text.py" line="147"/>
        <source>Nine turns. Yellow starts, then the players take turns in order (with 2 players Yellow places 5 and Blue 4; with 3 players 3 each; with 4 players Yellow places 3 and the others 2). On your turn put one neutral counter on an empty core cell of a section that has no neutral counter yet. In the end every section holds exactly one.</source>
        <translation>Девет хода. Започва Жълт, после играчите се редуват поред (при 2 играчи Жълт поставя 5, а Син – 4; при 3 играчи всеки по 3; при 4 играчи Жълт поставя 3, а останалите по 2). На своя ход поставете един неутрален пул на празна клетка от ядрото в сектор, в който още няма неутрален пул. Накрая във всеки сектор има точно един.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/rules_text.py" line="155"/>
        <source>&lt;b&gt;Option:&lt;/b&gt; the neutral counters can instead be placed at random, one on a core cell of each section; the game remembers how, so it can be replayed.</source>
        <translation>&lt;b&gt;Вариант:&lt;/b&gt; неутралните пулове могат вместо това да се поставят случайно, по един на клетка от ядрото на всеки сектор; играта запомня как, така че партията може да се възпроизведе.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/rules_text.py" line="162"/>
        <source>2. Counters on the edge</source>
        <translation>2. Пулове по ръба</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/rules_text.py" line="164"/>
        <source>36 turns. Yellow starts this phase, whoever placed the last neutral counter. On your turn put one of your counters in any empty slot. The phase ends when all 36 slots are filled; by then everyone has placed all their counters.</source>
        <translation>36 хода. Тази фаза започва Жълт, независимо кой е поставил последния неутрален пул. На своя ход поставете един от пуловете си в произволно празно гнездо. Фазата свършва, когато всички 36 гнезда са заети; дотогава всеки е поставил всичките си пулове.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/rules_text.py" line="173"/>
        <source>Neutral counters in every section; the slots begin to fill.</source>
        <translation>Неутрални пулове във всеки сектор; гнездата започват да се запълват.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/rules_text.py" line="176"/>
        <source>3. Movement</source>
        <translation>3. Движение</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/rules_text.py" line="178"/>
        <source>Yellow starts this phase too. On your turn pick one of your counters waiting in a slot and slide it into the field, straight away from its side: a counter in A5 travels right along row 5, one in E11 travels down column E. It moves cell by cell and stops on the last empty cell before the first occupied one, whoever that counter belongs to: yours, an opponent&apos;s, a neutral counter, or a counter still waiting in the slot opposite. It cannot stop part-way and must enter at least one cell.</source>
        <translation>Тази фаза също започва Жълт. На своя ход изберете един от пуловете си, който чака в гнездо, и го плъзнете в полето, право навътре от неговата страна: пул от A5 се движи надясно по ред 5, пул от E11 – надолу по колона E. Той се придвижва клетка по клетка и спира на последната празна клетка преди първата заета, независимо чий е пулът там: ваш, на противник, неутрален или пул, който още чака в отсрещното гнездо. Не може да спре по средата и трябва да влезе поне в една клетка.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/rules_text.py" line="191"/>
        <source>Yellow&apos;s counter from A5 stops on E5, before the neutral counter on F5. Blue&apos;s counter from E11 stops on E8, before Yellow&apos;s counter on E7.</source>
        <translation>Пулът на Жълт от A5 спира на E5, преди неутралния пул на F5. Пулът на Син от E11 спира на E8, преди пула на Жълт на E7.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/rules_text.py" line="198"/>
        <source>A waiting counter whose first cell in the field is occupied is &lt;b&gt;blocked&lt;/b&gt;: it can never move, now or later. A sliding counter never leaves the field, because the slot opposite is always either still occupied or its counter is already on the same line.</source>
        <translation>Чакащ пул, чиято първа клетка в полето е заета, е &lt;b&gt;блокиран&lt;/b&gt;: той никога не може да се мести, нито сега, нито по-късно. Плъзгащ се пул никога не напуска полето, защото отсрещното гнездо винаги или е още заето, или неговият пул вече е на същата линия.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/rules_text.py" line="208"/>
        <source>Yellow&apos;s counter came down from B11 and stopped on B6, above Blue&apos;s counter on B5. Blue&apos;s counter in A6 faces an occupied first cell: it is blocked for the rest of the game.</source>
        <translation>Пулът на Жълт слезе от B11 и спря на B6, над пула на Син на B5. Първата клетка пред пула на Син в A6 е заета: той е блокиран до края на играта.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/rules_text.py" line="216"/>
        <source>A player who has no counter that can move &lt;b&gt;passes&lt;/b&gt;; this happens by itself, it is never a choice. The game ends when no player can move.</source>
        <translation>Играч, който няма пул, който може да се мести, &lt;b&gt;пасува&lt;/b&gt;; това става автоматично и никога не е избор. Играта свършва, когато никой играч не може да мести.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/rules_text.py" line="223"/>
        <source>Scoring and the winner</source>
        <translation>Точкуване и победител</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/rules_text.py" line="225"/>
        <source>You &lt;b&gt;conquer&lt;/b&gt; a section when you have strictly more of your own counters on its 9 cells than every other player. Neutral counters count for nobody, counters still waiting in slots count for nothing, and when the highest count is shared nobody conquers the section. Each conquered section scores 1 point (0 to 9).</source>
        <translation>&lt;b&gt;Завладявате&lt;/b&gt; сектор, когато имате в неговите 9 клетки строго повече свои пулове от всеки друг играч. Неутралните пулове не се броят за никого, пуловете, които още чакат в гнездата, не се броят изобщо, а когато най-големият брой е поделен, никой не завладява сектора. Всеки завладян сектор носи 1 точка (от 0 до 9).</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/rules_text.py" line="235"/>
        <source>Yellow conquers NW with 3 counters to 2. In N, Yellow and Blue have 2 each, so nobody does. Blue conquers NE with a single counter. Held sections take a tint of their holder&apos;s colour.</source>
        <translation>Жълт завладява NW с 3 пула срещу 2. В N Жълт и Син имат по 2, така че никой не го завладява. Син завладява NE с един-единствен пул. Завладените сектори получават оттенък от цвета на притежателя си.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/rules_text.py" line="243"/>
        <source>The highest score wins. If several players share it, &lt;b&gt;the one who sits latest in the turn order among them wins&lt;/b&gt;: in a 2-player tie Blue wins. So every game has exactly one winner. The full ranking orders the players by score, then by the later seat.</source>
        <translation>Печели най-високият резултат. Ако няколко играчи го делят, &lt;b&gt;печели този от тях, който е най-късно в реда на ходовете&lt;/b&gt;: при равенство между 2 играчи печели Син. Така всяка игра има точно един победител. Пълното класиране подрежда играчите по резултат, а после по по-късното място в реда.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/rules_text.py" line="252"/>
        <source>Tournament</source>
        <translation>Турнир</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/rules_text.py" line="254"/>
        <source>With 2 players a tournament is two games: each player plays once as Yellow and once as Blue. Each player&apos;s scores from both games are added and the higher total wins. With equal totals the tournament is drawn (the rulebook names no tie-break); the number of games each player won is shown as well.</source>
        <translation>При 2 играчи турнирът се състои от две игри: всеки играч играе веднъж като Жълт и веднъж като Син. Точките на всеки играч от двете игри се събират и по-високият сбор печели. При равни сборове турнирът завършва наравно (правилата не предвиждат допълнителен показател); показва се и броят на игрите, спечелени от всеки играч.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/rules_text.py" line="262"/>
        <source>&lt;b&gt;Option&lt;/b&gt; for 3 or 4 players: a series of as many games as players, with the seats rotating so that every player sits once in every seat. Totals decide, as with 2 players.</source>
        <translation>&lt;b&gt;Вариант&lt;/b&gt; за 3 или 4 играчи: серия от толкова игри, колкото са играчите, с ротация на местата, така че всеки играч да седне веднъж на всяко място. Решават сборовете, както при 2 играчи.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/rules_text.py" line="272"/>
        <source>A neutral counter is written as its cell, e.g. &lt;tt&gt;E6&lt;/tt&gt;.</source>
        <translation>Неутрален пул се записва с клетката си, напр. &lt;tt&gt;E6&lt;/tt&gt;.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/rules_text.py" line="274"/>
        <source>A counter put on the edge is written as its slot, e.g. &lt;tt&gt;A7&lt;/tt&gt;.</source>
        <translation>Пул, поставен на ръба, се записва с гнездото си, напр. &lt;tt&gt;A7&lt;/tt&gt;.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/rules_text.py" line="278"/>
        <source>A slide is the slot and the landing cell joined by a dash, e.g. &lt;tt&gt;A7-F7&lt;/tt&gt;. The bare slot (&lt;tt&gt;A7&lt;/tt&gt;) is understood too, since the landing cell follows from the position.</source>
        <translation>Плъзгането е гнездото и клетката, където пулът спира, свързани с тире, напр. &lt;tt&gt;A7-F7&lt;/tt&gt;. Разбира се и само гнездото (&lt;tt&gt;A7&lt;/tt&gt;), тъй като клетката на спиране следва от позицията.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/rules_text.py" line="285"/>
        <source>A pass is written &lt;tt&gt;pass&lt;/tt&gt;.</source>
        <translation>Пасът се записва &lt;tt&gt;pass&lt;/tt&gt;.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/ninetka/rules_text.py" line="287"/>
        <source>Capital and small letters mean the same; the app writes capitals.</source>
        <translation>Главните и малките букви означават едно и също; програмата пише с главни.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/morris/kind.py" line="86"/>
        <source>Rules of Nine Men&apos;s Morris</source>
        <translation type="vanished">Правила на Мелница</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/analysis_help.py" line="27"/>
        <source>An &lt;b&gt;exact&lt;/b&gt; value is proved: who wins and by how much (9tka, two players, once the counters slide), or a win, a draw or a loss (Nine Men&apos;s Morris, from the endgame tables or a forced end). Any other value is an &lt;b&gt;estimate&lt;/b&gt;: the chance, in percent, that the player to move wins after that move. The panel looks deeper while the position stands and starts again after a move; click a move in the move list to analyse an earlier position.</source>
        <translation type="vanished">&lt;b&gt;Точната&lt;/b&gt; стойност е доказана: кой печели и с колко (9tka, двама играчи, когато пуловете се плъзгат) или победа, реми или загуба (мелница, от таблиците за окончания или от принудителен край). Всяка друга стойност е &lt;b&gt;оценка&lt;/b&gt;: шансът в проценти играчът на ход да спечели след този ход. Панелът търси по-надълбоко, докато позицията стои, и започва отначало след ход; щракнете ход в списъка с ходове, за да анализирате по-ранна позиция.</translation>
    </message>
</context>
<context>
    <name>ScoreModel</name>
    <message>
        <location filename="../../ninetka_desktop/models/ninetka/scores.py" line="84"/>
        <source>Score</source>
        <translation>Точки</translation>
    </message>
</context>
<context>
    <name>Seats</name>
    <message>
        <location filename="../../ninetka_desktop/models/roles.py" line="94"/>
        <location filename="../../ninetka_desktop/ui/ninetka/rules_text.py" line="58"/>
        <source>Yellow</source>
        <translation>Жълт</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/models/roles.py" line="95"/>
        <location filename="../../ninetka_desktop/ui/ninetka/rules_text.py" line="59"/>
        <source>Blue</source>
        <translation>Син</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/models/roles.py" line="96"/>
        <location filename="../../ninetka_desktop/ui/ninetka/rules_text.py" line="60"/>
        <source>Orange</source>
        <translation>Оранжев</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/models/roles.py" line="97"/>
        <location filename="../../ninetka_desktop/ui/ninetka/rules_text.py" line="61"/>
        <source>Green</source>
        <translation>Зелен</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/models/roles.py" line="99"/>
        <source>Black</source>
        <translation>Черен</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/models/roles.py" line="99"/>
        <source>White</source>
        <translation>Бял</translation>
    </message>
</context>
<context>
    <name>SelfTest</name>
    <message>
        <location filename="../../ninetka_desktop/self_test.py" line="69"/>
        <source>Computer 1</source>
        <translation>Компютър 1</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/self_test.py" line="70"/>
        <source>Computer 2</source>
        <translation>Компютър 2</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/self_test.py" line="108"/>
        <source>ninetka self-test FAILED: {problem}</source>
        <translation>самопроверката на ninetka СЕ ПРОВАЛИ: {problem}</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/self_test.py" line="111"/>
        <source>ninetka self-test passed in {seconds:.1f} s: {summary}</source>
        <translation>самопроверката на ninetka премина за {seconds:.1f} s: {summary}</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/self_test.py" line="125"/>
        <source>ninetka self-test FAILED: no result after {seconds:.0f} s; the app is stuck</source>
        <translation>самопроверката на ninetka СЕ ПРОВАЛИ: няма резултат след {seconds:.0f} s; програмата е блокирала</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/self_test.py" line="160"/>
        <source>the main window did not open</source>
        <translation>главният прозорец не се отвори</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/self_test.py" line="164"/>
        <source>the app icon is missing from the bundle</source>
        <translation>иконата на програмата липсва в пакета</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/self_test.py" line="166"/>
        <source>the app icon {path} could not be drawn (Qt&apos;s SVG support is missing?)</source>
        <translation>иконата на програмата {path} не може да бъде изчертана (липсва поддръжка на SVG в Qt?)</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/self_test.py" line="178"/>
        <source>the sound effects cannot play: {reason}</source>
        <translation>звуковите ефекти не могат да звучат: {reason}</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/self_test.py" line="187"/>
        <source>the native core is missing ({error})</source>
        <translation>нативното ядро липсва ({error})</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/self_test.py" line="193"/>
        <source>the native core disagrees with the rules after {moves} moves</source>
        <translation>нативното ядро не е съгласно с правилата след {moves} хода</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/self_test.py" line="198"/>
        <location filename="../../ninetka_desktop/self_test.py" line="203"/>
        <source>the native core did not finish its playouts</source>
        <translation>нативното ядро не завърши пробните си партии</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/self_test.py" line="224"/>
        <source>the endgame tables are missing ({names})</source>
        <translation>липсват таблиците за ендшпила ({names})</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/self_test.py" line="235"/>
        <source>the endgame tables cannot be read</source>
        <translation>таблиците за ендшпила не могат да се прочетат</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/self_test.py" line="247"/>
        <source>the puzzles cannot be read ({error})</source>
        <translation>задачите не могат да се прочетат ({error})</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/self_test.py" line="282"/>
        <source>a 9tka game of {moves} moves, {ai} of them chosen by {workers} AI worker process(es); {winner} won ({scores}); Qt platform {platform}</source>
        <translation>игра на 9tka от {moves} хода, {ai} от които избрани от {workers} работни процеса на ИИ; спечели {winner} ({scores}); платформа на Qt {platform}</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/self_test.py" line="308"/>
        <source>the AI worker failed: {error}</source>
        <translation>работният процес на ИИ се провали: {error}</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/self_test.py" line="316"/>
        <source>a dialog stopped the game: {title}</source>
        <translation>диалогов прозорец спря играта: {title}</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/self_test.py" line="320"/>
        <source>the game did not end within {seconds:.0f} s ({moves} moves, phase {phase})</source>
        <translation>играта не завърши в рамките на {seconds:.0f} s ({moves} хода, фаза {phase})</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/self_test.py" line="337"/>
        <source>the game was reported finished before its end</source>
        <translation>играта беше отчетена като завършена преди края си</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/self_test.py" line="341"/>
        <source>move {number}, {move}, was not legal</source>
        <translation>ход {number}, {move}, не беше позволен</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/self_test.py" line="344"/>
        <source>replaying the moves does not give the game&apos;s result</source>
        <translation>повторението на ходовете не дава резултата от играта</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/self_test.py" line="346"/>
        <source>the move list shows {rows} moves, the game has {moves}</source>
        <translation>списъкът с ходове показва {rows}, а играта има {moves}</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/self_test.py" line="351"/>
        <source>only {ai} of the {moves} computer moves came from the AI worker</source>
        <translation>само {ai} от {moves} хода на компютъра дойдоха от работния процес на ИИ</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/self_test.py" line="355"/>
        <source>no AI worker process was seen</source>
        <translation>не беше открит работен процес на ИИ</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/settings.py" line="38"/>
        <source>Settings</source>
        <translation>Настройки</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/settings.py" line="41"/>
        <source>Fast</source>
        <translation>Бързи</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/settings.py" line="41"/>
        <source>Normal</source>
        <translation>Нормални</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/settings.py" line="41"/>
        <source>Off</source>
        <translation>Изключени</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/settings.py" line="41"/>
        <source>Slow</source>
        <translation>Бавни</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/settings.py" line="47"/>
        <location filename="../../ninetka_desktop/ui/dialogs/settings.py" line="57"/>
        <source>Follow the system</source>
        <translation>Според системата</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/settings.py" line="48"/>
        <source>Light</source>
        <translation>Светла</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/settings.py" line="49"/>
        <source>Dark</source>
        <translation>Тъмна</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/settings.py" line="50"/>
        <source>High contrast</source>
        <translation>Висок контраст</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/settings.py" line="65"/>
        <source>The new language is used from the next start.</source>
        <translation>Новият език ще се използва след повторно стартиране на програмата.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/settings.py" line="67"/>
        <source>Click twice to play a move (the first click shows it)</source>
        <translation>Ходът се играе с две щраквания (първото го показва)</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/settings.py" line="69"/>
        <source>Play sound effects</source>
        <translation>Възпроизвеждане на звукови ефекти</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/settings.py" line="75"/>
        <source>Volume</source>
        <translation>Сила на звука</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/settings.py" line="76"/>
        <source>Silent while the window is minimised</source>
        <translation>Тишина, докато прозорецът е минимизиран</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/settings.py" line="87"/>
        <source>&amp;Animations:</source>
        <translation>&amp;Анимации:</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/settings.py" line="88"/>
        <source>&amp;Theme:</source>
        <translation>&amp;Тема:</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/settings.py" line="89"/>
        <source>&amp;Language:</source>
        <translation>&amp;Език:</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/settings.py" line="92"/>
        <source>&amp;Sound:</source>
        <translation>&amp;Звук:</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/settings.py" line="93"/>
        <source>&amp;Volume:</source>
        <translation>&amp;Сила на звука:</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/shortcuts.py" line="36"/>
        <source>Arrow keys</source>
        <translation>Стрелки</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/shortcuts.py" line="37"/>
        <source>Move the focus frame over the board</source>
        <translation>Мести рамката на фокуса по дъската</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/shortcuts.py" line="40"/>
        <source>Enter, Space</source>
        <translation>Enter, интервал</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/shortcuts.py" line="41"/>
        <source>Play on the focused cell or point</source>
        <translation>Играе на избраната клетка или точка</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/shortcuts.py" line="44"/>
        <source>Letters and digits, then Enter</source>
        <translation>Букви и цифри, после Enter</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/shortcuts.py" line="45"/>
        <source>Play a move typed by its name (E6, A7-F7, d6-d7xb4)</source>
        <translation>Изиграва ход, написан с името му (E6, A7-F7, d6-d7xb4)</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/shortcuts.py" line="48"/>
        <source>Backspace</source>
        <translation>Backspace</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/shortcuts.py" line="49"/>
        <source>Take back a typed character</source>
        <translation>Изтрива написан знак</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/shortcuts.py" line="52"/>
        <source>Escape</source>
        <translation>Escape</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/shortcuts.py" line="53"/>
        <source>Forget a typed move, else cancel the move in progress</source>
        <translation>Забравя написания ход, иначе отменя започнатия ход</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/shortcuts.py" line="56"/>
        <source>Tab</source>
        <translation>Tab</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/shortcuts.py" line="57"/>
        <source>Go to the next part of the window</source>
        <translation>Преминава към следващата част на прозореца</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/shortcuts.py" line="81"/>
        <source>Keyboard Shortcuts</source>
        <translation>Клавишни комбинации</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/shortcuts.py" line="86"/>
        <source>Keys</source>
        <translation>Клавиши</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/shortcuts.py" line="86"/>
        <source>What they do</source>
        <translation>Действие</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/shortcuts.py" line="88"/>
        <source>Keyboard shortcuts</source>
        <translation>Клавишни комбинации</translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <location filename="../../ninetka_desktop/ui/move_list.py" line="56"/>
        <source>Moves played</source>
        <translation>Изиграни ходове</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/move_list.py" line="74"/>
        <source>Click a move to see the board as it was after it; a move played there starts a variation. Right-click for the variation and the comment.</source>
        <translation>Щракнете върху ход, за да видите дъската след него; ход, изигран там, започва вариант. Десен бутон: вариантът и коментарът.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/move_words.py" line="19"/>
        <source>passes</source>
        <translation>пасува</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/move_words.py" line="22"/>
        <source>{from} to {to}</source>
        <translation>от {from} на {to}</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/move_words.py" line="24"/>
        <source>{move}, takes {point}</source>
        <translation>{move}, взема {point}</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/move_words.py" line="31"/>
        <source>Last move: {player}, {move}</source>
        <translation>Последен ход: {player}, {move}</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/section_table.py" line="70"/>
        <source>Counters per section</source>
        <translation>Пулове по сектори</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/section_table.py" line="72"/>
        <source>Each player&apos;s counters in each section; a tinted cell is a section held</source>
        <translation>Пуловете на всеки играч във всеки сектор; оцветената клетка е владян сектор</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/side_panel.py" line="68"/>
        <source>What to do now</source>
        <translation>Какво да направите сега</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/side_panel.py" line="73"/>
        <source>Last move</source>
        <translation>Последен ход</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/side_panel.py" line="77"/>
        <source>The computer is thinking</source>
        <translation>Компютърът мисли</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/side_panel.py" line="85"/>
        <source>Undo</source>
        <translation>Отмяна</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/side_panel.py" line="86"/>
        <source>Redo</source>
        <translation>Повтаряне</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/side_panel.py" line="87"/>
        <source>Hint</source>
        <translation>Подсказка</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/side_panel.py" line="88"/>
        <source>Back to the game</source>
        <translation>Обратно към играта</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/side_panel.py" line="89"/>
        <source>Show the Better Move</source>
        <translation>Покажи по-добрия ход</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/side_panel.py" line="111"/>
        <source>Comment</source>
        <translation>Коментар</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/side_panel.py" line="132"/>
        <source>Moves</source>
        <translation>Ходове</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/side_panel.py" line="134"/>
        <source>Evaluation</source>
        <translation>Оценка</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/move_list.py" line="44"/>
        <source>Click a move to see the board as it was after it</source>
        <translation type="vanished">Щракнете върху ход, за да видите дъската след него</translation>
    </message>
</context>
<context>
    <name>Sound</name>
    <message>
        <location filename="../../ninetka_desktop/ui/sound.py" line="72"/>
        <source>This system has no audio output.</source>
        <translation>Тази система няма звуков изход.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/sound.py" line="78"/>
        <source>Qt&apos;s audio module could not be loaded ({error}).</source>
        <translation>Звуковият модул на Qt не можа да бъде зареден ({error}).</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/sound.py" line="82"/>
        <source>The sound files are missing from this installation.</source>
        <translation>В тази инсталация липсват звуковите файлове.</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message numerus="yes">
        <location filename="../../ninetka_desktop/models/statistics_table.py" line="25"/>
        <source>%n players</source>
        <translation>
            <numerusform>%n играч</numerusform>
            <numerusform>%n играчи</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/models/statistics_table.py" line="32"/>
        <source>Nine Men&apos;s Morris, flying</source>
        <translation>Мелница, с летене</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/models/statistics_table.py" line="33"/>
        <source>Nine Men&apos;s Morris, no flying</source>
        <translation>Мелница, без летене</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/models/statistics_table.py" line="37"/>
        <source>people only</source>
        <translation>само хора</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/models/statistics_table.py" line="97"/>
        <source>All games</source>
        <translation>Всички игри</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/models/statistics_table.py" line="113"/>
        <source>Players</source>
        <translation>Играчи</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/models/statistics_table.py" line="113"/>
        <source>Rules</source>
        <translation>Правила</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/models/statistics_table.py" line="114"/>
        <source>Opponent</source>
        <translation>Противник</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/models/statistics_table.py" line="115"/>
        <source>Played</source>
        <translation>Изиграни</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/models/statistics_table.py" line="116"/>
        <source>Won</source>
        <translation>Спечелени</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/models/statistics_table.py" line="117"/>
        <source>Drawn</source>
        <translation>Равни</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/models/statistics_table.py" line="118"/>
        <source>Lost</source>
        <translation>Загубени</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/models/statistics_table.py" line="119"/>
        <source>Streak</source>
        <translation>Серия</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/models/statistics_table.py" line="120"/>
        <source>Best streak</source>
        <translation>Най-добра серия</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/models/statistics_table.py" line="121"/>
        <source>Fastest win</source>
        <translation>Най-бърза победа</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/models/statistics_table.py" line="121"/>
        <source>Most sections</source>
        <translation>Най-много сектори</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/models/statistics_table.py" line="126"/>
        <source>The strongest computer level in the game, or people only (hot-seat)</source>
        <translation>Най-силното ниво на компютъра в играта или само хора (на един компютър)</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/models/statistics_table.py" line="128"/>
        <source>Games won in a row, up to the last one</source>
        <translation>Поредни спечелени игри до последната</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/models/statistics_table.py" line="130"/>
        <source>The most games won in a row</source>
        <translation>Най-много поредни спечелени игри</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/models/statistics_table.py" line="133"/>
        <source>The most sections you held at the end of a game</source>
        <translation>Най-много сектори, които сте държали в края на игра</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/models/statistics_table.py" line="134"/>
        <source>The fewest moves you needed to win a game</source>
        <translation>Най-малко ходове, които са ви трябвали за победа</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/statistics.py" line="51"/>
        <source>Games by rules and opponent</source>
        <translation>Игри по правила и противник</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/statistics.py" line="53"/>
        <source>No games counted yet: finish a game against the computer or a friend.</source>
        <translation>Още няма преброени игри: завършете игра срещу компютъра или приятел.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ninetka_desktop/ui/dialogs/statistics.py" line="67"/>
        <source>Your rating: {rating} after %n rated games</source>
        <translation>
            <numerusform>Вашият рейтинг: {rating} след %n игра за рейтинг</numerusform>
            <numerusform>Вашият рейтинг: {rating} след %n игри за рейтинг</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/statistics.py" line="73"/>
        <source>Your rating: {rating} (not yet rated: play against the computer)</source>
        <translation>Вашият рейтинг: {rating} (още без рейтинг: играйте срещу компютъра)</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/statistics.py" line="79"/>
        <source>On the same scale, the computer levels (L1-L6): {ratings}.</source>
        <translation>На същата скала нивата на компютъра (Н1-Н6): {ratings}.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/statistics.py" line="94"/>
        <source>Statistics</source>
        <translation>Статистика</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/statistics.py" line="103"/>
        <source>&amp;Reset Statistics…</source>
        <translation>&amp;Нулиране на статистиката…</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/statistics.py" line="128"/>
        <location filename="../../ninetka_desktop/ui/dialogs/statistics.py" line="141"/>
        <source>Reset Statistics</source>
        <translation>Нулиране на статистиката</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/statistics.py" line="130"/>
        <source>Forget every game counted and every rating? The ratings start again at Beginner&apos;s. This cannot be undone.</source>
        <translation>Да се забравят ли всички преброени игри и всички рейтинги? Рейтингите започват отново от този на Начинаещ. Това не може да бъде отменено.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/dialogs/statistics.py" line="142"/>
        <source>The statistics could not be reset: {error}</source>
        <translation>Статистиката не можа да бъде нулирана: {error}</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/rating_plot.py" line="28"/>
        <source>Rating history</source>
        <translation>История на рейтинга</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ninetka_desktop/ui/rating_plot.py" line="41"/>
        <source>From {first} to {last} over the last %n rated games</source>
        <translation>
            <numerusform>От {first} до {last} в последната %n игра за рейтинг</numerusform>
            <numerusform>От {first} до {last} в последните %n игри за рейтинг</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/rating_plot.py" line="44"/>
        <location filename="../../ninetka_desktop/ui/rating_plot.py" line="104"/>
        <source>No rated games yet</source>
        <translation>Още няма игри за рейтинг</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/rating_plot.py" line="87"/>
        <source>L{level}</source>
        <translation>Н{level}</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/statistics_keeper.py" line="88"/>
        <source>The statistics could not be saved: {error}</source>
        <translation>Статистиката не можа да бъде записана: {error}</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/models/statistics_table.py" line="24"/>
        <source>flying</source>
        <translation type="vanished">с летене</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/models/statistics_table.py" line="24"/>
        <source>no flying</source>
        <translation type="vanished">без летене</translation>
    </message>
</context>
<context>
    <name>Storage</name>
    <message>
        <location filename="../../ninetka_desktop/storage/autosave.py" line="39"/>
        <location filename="../../ninetka_desktop/storage/autosave.py" line="54"/>
        <source>saved game</source>
        <translation>запазената игра</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/storage/autosave.py" line="42"/>
        <source>it is not a game record</source>
        <translation>това не е запис на игра</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/storage/autosave.py" line="47"/>
        <location filename="../../ninetka_desktop/ui/window_files.py" line="171"/>
        <source>The game cannot be resumed.</source>
        <translation>Играта не може да бъде продължена.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/storage/paths.py" line="77"/>
        <source>the file is too large</source>
        <translation>файлът е твърде голям</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/storage/paths.py" line="79"/>
        <source>it is not a regular file</source>
        <translation>това не е обикновен файл</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/storage/paths.py" line="83"/>
        <source>the file is not UTF-8 text</source>
        <translation>файлът не е текст в UTF-8</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/storage/paths.py" line="85"/>
        <source>the file is not valid JSON</source>
        <translation>файлът не е валиден JSON</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/storage/paths.py" line="87"/>
        <source>the file does not hold a JSON object</source>
        <translation>файлът не съдържа JSON обект</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/storage/paths.py" line="90"/>
        <source>the file nests too deeply</source>
        <translation>структурата на файла е вложена твърде дълбоко</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/storage/paths.py" line="101"/>
        <source>The {what} could not be read ({problem}).</source>
        <translation>Неуспешно четене на {what} ({problem}).</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/storage/paths.py" line="103"/>
        <source>The {what} could not be read ({problem}). The file was kept as {name}.</source>
        <translation>Неуспешно четене на {what} ({problem}). Файлът е запазен като {name}.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/storage/puzzle_progress.py" line="34"/>
        <source>puzzle progress file</source>
        <translation>файлът с напредъка в задачите</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/storage/puzzle_progress.py" line="41"/>
        <source>it holds no puzzle progress this app can read</source>
        <translation>не съдържа напредък в задачите, който това приложение може да прочете</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/storage/puzzle_progress.py" line="45"/>
        <source>Your puzzle progress starts afresh.</source>
        <translation>Напредъкът ви в задачите започва отначало.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/storage/settings.py" line="195"/>
        <source>settings file</source>
        <translation>файла с настройките</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/storage/settings.py" line="200"/>
        <source>The default settings are used.</source>
        <translation>Използват се настройките по подразбиране.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/storage/statistics_file.py" line="36"/>
        <source>statistics file</source>
        <translation>файлът със статистика</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/storage/statistics_file.py" line="43"/>
        <source>it holds no statistics this app can read</source>
        <translation>не съдържа статистика, която това приложение може да прочете</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/storage/statistics_file.py" line="47"/>
        <source>The statistics start again from here.</source>
        <translation>Статистиката започва отначало.</translation>
    </message>
</context>
<context>
    <name>Tablebases</name>
    <message>
        <location filename="../../ninetka_desktop/ui/tablebase_keeper.py" line="107"/>
        <source>Damaged endgame tables ({names}) are being built again in the background; play goes on.</source>
        <translation>Повредените таблици за ендшпила ({names}) се изграждат отново на заден план; играта продължава.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/tablebase_keeper.py" line="166"/>
        <source>Perfect Pla&amp;y Tables…</source>
        <translation>Таблици за &amp;безгрешна игра…</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/tablebase_keeper.py" line="186"/>
        <source>Building the endgame tables in the background; play goes on.</source>
        <translation>Таблиците за ендшпила се изграждат на заден план; играта продължава.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/tablebase_keeper.py" line="232"/>
        <source>these rules have no endgame tables</source>
        <translation>тези правила нямат таблици за ендшпила</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/tablebase_keeper.py" line="266"/>
        <source>no build was paused</source>
        <translation>няма изграждане на пауза</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/tablebase_keeper.py" line="277"/>
        <source>The perfect play tables&apos; build goes on in the background.</source>
        <translation>Изграждането на таблиците за безгрешна игра продължава на заден план.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/tablebase_keeper.py" line="279"/>
        <source>Another window of Ninetka Desktop is building endgame tables.</source>
        <translation>Друг прозорец на Ninetka Desktop изгражда таблици за ендшпила.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/tablebase_keeper.py" line="281"/>
        <source>The perfect play tables&apos; build could not go on: {reason}</source>
        <translation>Изграждането на таблиците за безгрешна игра не можа да продължи: {reason}</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/tablebase_keeper.py" line="357"/>
        <source>Endgame tables: starting</source>
        <translation>Таблици за ендшпила: начало</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/tablebase_keeper.py" line="357"/>
        <source>Endgame tables: {done} of {total}</source>
        <translation>Таблици за ендшпила: {done} от {total}</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/tablebase_keeper.py" line="388"/>
        <source>The endgame tables could not be built: {reason}</source>
        <translation>Таблиците за ендшпила не можаха да бъдат изградени: {reason}</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/tablebase_keeper.py" line="398"/>
        <source>The endgame tables&apos; build is paused; its work is saved.</source>
        <translation>Изграждането на таблиците за ендшпила е на пауза; работата му е запазена.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/tablebase_keeper.py" line="400"/>
        <source>The perfect play tables are ready: Expert and Master play them.</source>
        <translation>Таблиците за безгрешна игра са готови: Експерт и Майстор играят по тях.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/tablebase_keeper.py" line="403"/>
        <source>The endgame tables are ready: Expert and Master now play them perfectly.</source>
        <translation>Таблиците за ендшпила са готови: Експерт и Майстор вече играят ендшпилите безгрешно.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/tablebase_keeper.py" line="125"/>
        <source>Build &amp;Larger Endgame Tables…</source>
        <translation type="vanished">Изграждане на по-големи &amp;таблици за ендшпила…</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/tablebase_keeper.py" line="150"/>
        <source>Larger Endgame Tables</source>
        <translation type="vanished">По-големи таблици за ендшпила</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/tablebase_keeper.py" line="152"/>
        <source>Endgame tables are being built already.</source>
        <translation type="vanished">Таблици за ендшпила вече се изграждат.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/tablebase_keeper.py" line="156"/>
        <source>flying at three men</source>
        <translation type="vanished">със скачане при три пула</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/tablebase_keeper.py" line="156"/>
        <source>no flying</source>
        <translation type="vanished">без скачане</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/tablebase_keeper.py" line="159"/>
        <source>The endgame tables up to {men} men a side ({rules}) are installed already.</source>
        <translation type="vanished">Таблиците за ендшпила до {men} пула на страна ({rules}) вече са инсталирани.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/tablebase_keeper.py" line="167"/>
        <source>Build the endgame tables up to {men} men a side ({rules})? Expert and Master will then play every position of the moving phase with up to {men} men a side perfectly.

They take about {size} MB in your data folder. Building them takes some ten minutes of one processor core and up to {memory} GB of memory; play goes on meanwhile.</source>
        <translation type="vanished">Да се изградят ли таблиците за ендшпила до {men} пула на страна ({rules})? Тогава Експерт и Майстор ще играят безгрешно всяка позиция от фазата на местене с до {men} пула на страна.

Те заемат около {size} MB в папката с данни. Изграждането им отнема около десет минути от едно процесорно ядро и до {memory} GB памет; играта продължава междувременно.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/tablebase_keeper.py" line="183"/>
        <source>Building the larger endgame tables in the background; play goes on.</source>
        <translation type="vanished">По-големите таблици за ендшпила се изграждат на заден план; играта продължава.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/tablebase_keeper.py" line="189"/>
        <source>Another window of Ninetka Desktop is building endgame tables; nothing was started.</source>
        <translation type="vanished">Друг прозорец на Ninetka Desktop изгражда таблици за ендшпила; нищо не е започнато.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/tablebase_keeper.py" line="193"/>
        <source>The tables&apos; folder cannot be written ({reason}); nothing was built.</source>
        <translation type="vanished">В папката на таблиците не може да се пише ({reason}); нищо не е изградено.</translation>
    </message>
    <message>
        <location filename="../../ninetka_desktop/ui/tablebase_keeper.py" line="150"/>
        <source>The tables&apos; folder is busy or cannot be written; nothing was built.</source>
        <translation type="vanished">Папката на таблиците е заета или в нея не може да се пише; нищо не е изградено.</translation>
    </message>
</context>
</TS>

<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>GameController</name>
    <message numerus="yes">
        <location filename="../../ninetka_desktop/controllers/morris/turns.py" line="226"/>
        <source>Game over: a draw, %n moves were played without a shot.</source>
        <translation>
            <numerusform>Game over: a draw, %n move was played without a shot.</numerusform>
            <numerusform>Game over: a draw, %n moves were played without a shot.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ninetka_desktop/controllers/morris/turns.py" line="233"/>
        <source>Game over: a draw, %n moves were played without a removal.</source>
        <translation>
            <numerusform>Game over: a draw, %n move was played without a removal.</numerusform>
            <numerusform>Game over: a draw, %n moves were played without a removal.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ninetka_desktop/controllers/ninetka/turns.py" line="94"/>
        <source>Game over: {player} wins with %n sections.</source>
        <translation>
            <numerusform>Game over: {player} wins with %n section.</numerusform>
            <numerusform>Game over: {player} wins with %n sections.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameOverDialog</name>
    <message numerus="yes">
        <location filename="../../ninetka_desktop/ui/dialogs/game_over.py" line="73"/>
        <source>%n points</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ninetka_desktop/ui/dialogs/game_over.py" line="248"/>
        <source>%n moves in a row were played without a man being removed.</source>
        <translation>
            <numerusform>%n move was played without a man being removed.</numerusform>
            <numerusform>%n moves in a row were played without a man being removed.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message numerus="yes">
        <location filename="../../ninetka_desktop/ui/edit_menu.py" line="127"/>
        <source>Pasted a game of %n moves.</source>
        <translation>
            <numerusform>Pasted a game of %n move.</numerusform>
            <numerusform>Pasted a game of %n moves.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ninetka_desktop/ui/recent_menu.py" line="70"/>
        <source>%n recent games are no longer there and left the list.</source>
        <translation>
            <numerusform>%n recent game is no longer there and left the list.</numerusform>
            <numerusform>%n recent games are no longer there and left the list.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ninetka_desktop/ui/window_files.py" line="472"/>
        <source>A tournament was not finished last time (%n games played). Resume it?</source>
        <translation>
            <numerusform>A tournament was not finished last time (%n game played). Resume it?</numerusform>
            <numerusform>A tournament was not finished last time (%n games played). Resume it?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ninetka_desktop/ui/window_files.py" line="479"/>
        <source>A game was not finished last time (%n moves played). Resume it?</source>
        <translation>
            <numerusform>A game was not finished last time (%n move played). Resume it?</numerusform>
            <numerusform>A game was not finished last time (%n moves played). Resume it?</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MoveTree</name>
    <message numerus="yes">
        <location filename="../../ninetka_desktop/ui/move_tree_actions.py" line="91"/>
        <source>Delete the variation that starts with {move} (%n moves)?</source>
        <translation>
            <numerusform>Delete the variation that starts with {move} (%n move)?</numerusform>
            <numerusform>Delete the variation that starts with {move} (%n moves)?</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PerfectPlay</name>
    <message numerus="yes">
        <location filename="../../ninetka_desktop/ui/dialogs/perfect_play.py" line="59"/>
        <source>about %n minute(s)</source>
        <translation>
            <numerusform>about %n minute</numerusform>
            <numerusform>about %n minutes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ninetka_desktop/ui/dialogs/perfect_play.py" line="60"/>
        <source>about %n hour(s)</source>
        <translation>
            <numerusform>about %n hour</numerusform>
            <numerusform>about %n hours</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Puzzles</name>
    <message numerus="yes">
        <location filename="../../ninetka_desktop/ui/puzzles/words.py" line="42"/>
        <source>{colour} to play: find the only move that wins by %n section(s).</source>
        <translation>
            <numerusform>{colour} to play: find the only move that wins by %n section.</numerusform>
            <numerusform>{colour} to play: find the only move that wins by %n sections.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ninetka_desktop/ui/puzzles/words.py" line="64"/>
        <source>{move} wins by only %n section(s).</source>
        <translation>
            <numerusform>{move} wins by only %n section.</numerusform>
            <numerusform>{move} wins by only %n sections.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ninetka_desktop/ui/puzzles/words.py" line="70"/>
        <source>after {move} {colour} loses by %n section(s).</source>
        <translation>
            <numerusform>after {move} {colour} loses by %n section.</numerusform>
            <numerusform>after {move} {colour} loses by %n sections.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message numerus="yes">
        <location filename="../../ninetka_desktop/models/statistics_table.py" line="25"/>
        <source>%n players</source>
        <translation>
            <numerusform>%n player</numerusform>
            <numerusform>%n players</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ninetka_desktop/ui/dialogs/statistics.py" line="67"/>
        <source>Your rating: {rating} after %n rated games</source>
        <translation>
            <numerusform>Your rating: {rating} after %n rated game</numerusform>
            <numerusform>Your rating: {rating} after %n rated games</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ninetka_desktop/ui/rating_plot.py" line="41"/>
        <source>From {first} to {last} over the last %n rated games</source>
        <translation>
            <numerusform>From {first} to {last} over the last %n rated game</numerusform>
            <numerusform>From {first} to {last} over the last %n rated games</numerusform>
        </translation>
    </message>
</context>
</TS>

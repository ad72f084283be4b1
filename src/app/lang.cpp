#include "app/lang.hpp"

namespace pendule::app {

namespace {

const Strings english{"White",
                      "Black",
                      "Moves",
                      "Period",
                      "%d moves to the control",
                      "1 move to the control",
                      "Delay",
                      "Under 5 min (8.4)",
                      "FLAG FELL FIRST",
                      "Flag fell",
                      "Board",
                      "Space: start the clock",
                      "%s to move",
                      "Paused (6.11)",
                      "Game over: %s",
                      "Locked",
                      "Arbiter: relocks in %d s",
                      "PIN:",
                      "Ctrl+Alt+A: arbiter",
                      "Arbiter",
                      "Preset",
                      "White player",
                      "Black player",
                      "White sits on the",
                      "left",
                      "right",
                      "Space: start   Tab: next field   \xe2\x97\x80 \xe2\x96\xb6: change preset or side",
                      "Pause / resume (6.11)",
                      "Adjust time (6.10.2)",
                      "Adjust moves (6.10.2)",
                      "Illegal move (7.5.5)",
                      "Claim 9.2 / 9.3",
                      "5 s increment (III.4)",
                      "Declare result",
                      "Undo last action",
                      "Lock now",
                      "Sound on / off",
                      "Apply",
                      "Cancel",
                      "Player",
                      "Time (H:MM:SS)",
                      "Moves played",
                      "Tab: next field   Enter: apply   Esc: cancel",
                      "sudden death",
                      "increment",
                      "Rapid",
                      "Blitz",
                      "Standard",
                      "White resigns",
                      "Black resigns",
                      "Draw by agreement",
                      "White's flag fell",
                      "Black's flag fell",
                      "Nothing to undo",
                      "Undone",
                      "Not available in this build",
                      "New game",
                      "Game score or PGN file",
                      "Piece letters",
                      "English (K Q R B N)",
                      "French (R D T F C)",
                      "Intended move (9.2.1, 9.3.1)",
                      "White loses (7.5.5)",
                      "Black loses (7.5.5)",
                      "Draw (the opponent cannot checkmate)",
                      "Type or paste (Ctrl+V) the moves: 1. e4 e5 2. Nf3 ..., or a path ending in .pgn",
                      "Enter: apply the verdict (draw, or the penalty)   Esc: cancel",
                      "Laws",
                      "Battery",
                      "Other preset (file or TC)",
                      "Arbiter PIN",
                      "Repeat the PIN",
                      "set (to change it: pendule --set-pin)",
                      "none: type one to protect the panel",
                      "The two PINs differ: nothing started",
                      "A PIN has 4 to 16 digits or letters A-Z",
                      "The PIN could not be saved: %s",
                      "No PIN: arbiter panel unprotected"};

const Strings french{
    "Blancs",
    "Noirs",
    "Coups",
    "P\xc3\xa9riode",
    "%d coups avant le contr\xc3\xb4le",
    "1 coup avant le contr\xc3\xb4le",
    "D\xc3\xa9lai",
    "Moins de 5 min (8.4)",
    "DRAPEAU TOMB\xc3\x89 EN PREMIER",
    "Drapeau tomb\xc3\xa9",
    "\xc3\x89"
    "chiquier",
    "Espace : lancer la pendule",
    "Trait aux %s",
    "Pendule arr\xc3\xaat\xc3\xa9"
    "e (6.11)",
    "Partie termin\xc3\xa9"
    "e : %s",
    "Verrouill\xc3\xa9",
    "Arbitre : verrouillage dans %d s",
    "Code :",
    "Ctrl+Alt+A : arbitre",
    "Arbitre",
    "Cadence",
    "Joueur des Blancs",
    "Joueur des Noirs",
    "Les Blancs sont \xc3\xa0",
    "gauche",
    "droite",
    "Espace : lancer   Tab : champ suivant   \xe2\x97\x80 \xe2\x96\xb6 : cadence ou c\xc3\xb4t\xc3\xa9",
    "Arr\xc3\xaater / reprendre (6.11)",
    "Corriger le temps (6.10.2)",
    "Corriger les coups (6.10.2)",
    "Coup ill\xc3\xa9gal (7.5.5)",
    "R\xc3\xa9"
    "clamation 9.2 / 9.3",
    "Incr\xc3\xa9ment de 5 s (III.4)",
    "D\xc3\xa9"
    "clarer le r\xc3\xa9sultat",
    "Annuler la derni\xc3\xa8re action",
    "Verrouiller",
    "Son oui / non",
    "Appliquer",
    "Annuler",
    "Joueur",
    "Temps (H:MM:SS)",
    "Coups jou\xc3\xa9s",
    "Tab : champ suivant   Entr\xc3\xa9"
    "e : appliquer   \xc3\x89"
    "chap : annuler",
    "K.O.",
    "incr\xc3\xa9ment",
    "Rapide",
    "Blitz",
    "Standard",
    "Les Blancs abandonnent",
    "Les Noirs abandonnent",
    "Nulle par accord",
    "Drapeau des Blancs tomb\xc3\xa9",
    "Drapeau des Noirs tomb\xc3\xa9",
    "Rien \xc3\xa0 annuler",
    "Annul\xc3\xa9",
    "Indisponible dans cette version",
    "Nouvelle partie",
    "Partie ou fichier PGN",
    "Lettres des pi\xc3\xa8"
    "ces",
    "anglaises (K Q R B N)",
    "fran\xc3\xa7"
    "aises (R D T F C)",
    "Coup annonc\xc3\xa9 (9.2.1, 9.3.1)",
    "Les Blancs perdent (7.5.5)",
    "Les Noirs perdent (7.5.5)",
    "Nulle (l'adversaire ne peut pas mater)",
    "Tapez ou collez (Ctrl+V) les coups : 1. e4 e5 2. Cf3 ..., ou un chemin en .pgn",
    "Entr\xc3\xa9"
    "e : appliquer le verdict (nulle, ou la p\xc3\xa9nalit\xc3\xa9)   \xc3\x89"
    "chap : annuler",
    "R\xc3\xa8gles",
    "Batterie",
    "Autre cadence (fichier ou TC)",
    "Code PIN de l'arbitre",
    "Code PIN, une seconde fois",
    "d\xc3\xa9"
    "fini (pour le changer : pendule --set-pin)",
    "aucun : tapez-en un pour prot\xc3\xa9ger le panneau",
    "Les deux codes diff\xc3\xa8rent : rien n'est lanc\xc3\xa9",
    "Un code PIN a 4 \xc3\xa0 16 chiffres ou lettres A-Z",
    "Le code PIN n'a pas pu \xc3\xaatre enregistr\xc3\xa9 : %s",
    "Sans code PIN : panneau non prot\xc3\xa9g\xc3\xa9"};

} // namespace

std::optional<Lang> lang_from_name(std::string_view name) {
    if (name == "en")
        return Lang::en;
    if (name == "fr")
        return Lang::fr;
    return std::nullopt;
}

const Strings& strings(Lang lang) {
    return lang == Lang::fr ? french : english;
}

} // namespace pendule::app

// Not compiled: the sources that check_catalogues.py reads in its own test. "Black" has no
// translation in data/po/pl.po and "Untranslated here" an empty one, so the check must fail.
void marked() {
    tr("White");
    tr("Black");
    tr("{player} to move");
    trc("piece letter", "N");
    trn("{count} move to the control", "{count} moves to the control", 3);
    tr("Untranslated here");
}

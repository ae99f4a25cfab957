# Sześć kierunków żetonu, od góry zgodnie z ruchem wskazówek zegara, tak jak piszą je gracze
# (polskie skróty stron świata). Komunikaty pokazują kierunek przez DIR($facing), co zamienia
# kody zasad (N, NE, SE, S, SW, NW) na te słowa; polecenia przyjmują oba zapisy.

dir-n = Pn
dir-ne = Pn-Wsch
dir-se = Pd-Wsch
dir-s = Pd
dir-sw = Pd-Zach
dir-nw = Pn-Zach

<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name>bw::ui::ChartExporter</name>
    <message>
        <source>Benchwire chart</source>
        <translation>Graphique Benchwire</translation>
    </message>
</context>
<context>
    <name>bw::ui::ChartPair</name>
    <message>
        <source>Upload, received</source>
        <translation>Envoi, reçu</translation>
    </message>
    <message>
        <source>Upload, sent</source>
        <translation>Envoi, émis</translation>
    </message>
    <message>
        <source>Download, received</source>
        <translation>Réception, reçu</translation>
    </message>
    <message>
        <source>Download, sent</source>
        <translation>Réception, émis</translation>
    </message>
    <message>
        <source>CPU, this PC</source>
        <translation>CPU, ce PC</translation>
    </message>
    <message>
        <source>CPU, peer</source>
        <translation>CPU, pair</translation>
    </message>
    <message>
        <source>Time (s)</source>
        <translation>Temps (s)</translation>
    </message>
    <message>
        <source>CPU (%)</source>
        <translation>CPU (%)</translation>
    </message>
    <message>
        <source>Received here from %1</source>
        <translation>Reçu ici depuis %1</translation>
    </message>
    <message>
        <source>Sent by %1</source>
        <translation>Émis par %1</translation>
    </message>
    <message>
        <source>Received by %1</source>
        <translation>Reçu par %1</translation>
    </message>
    <message>
        <source>Sent from here to %1</source>
        <translation>Émis d’ici vers %1</translation>
    </message>
    <message>
        <source>CPU, client %1</source>
        <translation>CPU, client %1</translation>
    </message>
    <message>
        <source>PHY rate, this PC sends</source>
        <translation>Débit PHY, ce PC envoie</translation>
    </message>
    <message>
        <source>PHY rate, this PC receives</source>
        <translation>Débit PHY, ce PC reçoit</translation>
    </message>
    <message>
        <source>PHY rate, peer sends</source>
        <translation>Débit PHY, le pair envoie</translation>
    </message>
    <message>
        <source>PHY rate, peer receives</source>
        <translation>Débit PHY, le pair reçoit</translation>
    </message>
    <message>
        <source>Run failed here</source>
        <translation>Échec ici</translation>
    </message>
    <message>
        <source>Busiest core, this PC</source>
        <translation>Cœur le plus chargé, ce PC</translation>
    </message>
    <message>
        <source>Busiest core, peer</source>
        <translation>Cœur le plus chargé, pair</translation>
    </message>
    <message>
        <source>Busiest core, client %1</source>
        <translation>Cœur le plus chargé, client %1</translation>
    </message>
</context>
<context>
    <name>bw::ui::CheckText</name>
    <message>
        <source>TCP %1: reachable (connected in %2 ms)</source>
        <translation>TCP %1 : joignable (connecté en %2 ms)</translation>
    </message>
    <message>
        <source>TCP %1: refused: nothing listens there. Start &quot;benchwire-cli -s&quot; or Serve mode on the peer.</source>
        <translation>TCP %1 : refusé : rien n’y écoute. Lancez « benchwire-cli -s » ou le mode Serveur sur le pair.</translation>
    </message>
    <message>
        <source>TCP %1: no answer: filtered by a firewall, or a wrong address or route.</source>
        <translation>TCP %1 : pas de réponse : filtré par un pare-feu, ou adresse ou route erronée.</translation>
    </message>
    <message>
        <source>TCP %1: unreachable: no route to the peer. Check the address and the local interface.</source>
        <translation>TCP %1 : injoignable : aucune route vers le pair. Vérifiez l’adresse et l’interface locale.</translation>
    </message>
    <message>
        <source>UDP %1: reachable (%2 of %3 probes arrived, round trip %4 ms)</source>
        <translation>UDP %1 : joignable (%2 sondes sur %3 arrivées, aller-retour %4 ms)</translation>
    </message>
    <message>
        <source>UDP %1: closed on the peer (port unreachable).</source>
        <translation>UDP %1 : fermé sur le pair (port injoignable).</translation>
    </message>
    <message>
        <source>UDP %1: not testable against iperf3 (TCP only).</source>
        <translation>UDP %1 : non testable face à iperf3 (TCP seulement).</translation>
    </message>
    <message>
        <source>UDP %1: not testable (%2)</source>
        <translation>UDP %1 : non testable (%2)</translation>
    </message>
    <message>
        <source>UDP %1: not tested (%2)</source>
        <translation>UDP %1 : non testé (%2)</translation>
    </message>
    <message>
        <source>Path MTU: %1 bytes</source>
        <translation>MTU du chemin : %1 octets</translation>
    </message>
    <message>
        <source>Path MTU: not reported by this system</source>
        <translation>MTU du chemin : non indiquée par ce système</translation>
    </message>
    <message>
        <source>Peer&apos;s firewall: %1</source>
        <translation>Pare-feu du pair : %1</translation>
    </message>
    <message>
        <source>Everything tested is reachable.</source>
        <translation>Tout ce qui a été testé est joignable.</translation>
    </message>
    <message>
        <source>TCP %1: failed (%2). Check the address and the port, then run Check again.</source>
        <translation>TCP %1 : échec (%2). Vérifiez l’adresse et le port, puis relancez la vérification.</translation>
    </message>
    <message>
        <source>UDP %1: blocked: TCP reached the peer, UDP did not. Its firewall (or one on the path) blocks UDP. Allow UDP on the test port there (Allow through firewall… shows how).</source>
        <translation>UDP %1 : bloqué : TCP a atteint le pair, UDP non. Son pare-feu (ou un autre sur le chemin) bloque UDP. Autorisez UDP sur le port de test là-bas (Autoriser dans le pare-feu… montre comment).</translation>
    </message>
    <message>
        <source>UDP %1: one way only: the probes arrived, the answers did not come back. A firewall on this machine may block them: allow incoming UDP here, or run a TCP test.</source>
        <translation>UDP %1 : dans un seul sens : les sondes sont arrivées, les réponses ne sont pas revenues. Un pare-feu sur cette machine les bloque peut-être : autorisez l’UDP entrant ici, ou lancez un test TCP.</translation>
    </message>
    <message>
        <source>UDP %1: failed (%2). Run Check again; if it stays, run a TCP test.</source>
        <translation>UDP %1 : échec (%2). Relancez la vérification ; si cela persiste, lancez un test TCP.</translation>
    </message>
    <message>
        <source>Not everything is reachable: fix the first line that is not, then run Check again.</source>
        <translation>Tout n’est pas joignable : corrigez la première ligne qui ne l’est pas, puis relancez la vérification.</translation>
    </message>
</context>
<context>
    <name>bw::ui::CompareCharts</name>
    <message>
        <source>Time (s)</source>
        <translation>Temps (s)</translation>
    </message>
</context>
<context>
    <name>bw::ui::CompareController</name>
    <message>
        <source>Open results to &amp;compare…</source>
        <translation>Ouvrir des résultats à &amp;comparer…</translation>
    </message>
    <message>
        <source>Choose 2 to 8 saved results (JSON) to see on one chart and in one table.</source>
        <translation>Choisissez de 2 à 8 résultats enregistrés (JSON) à voir sur un graphique et dans un tableau.</translation>
    </message>
    <message>
        <source>Choose between %1 and %2 results to compare; %3 were given.</source>
        <translation>Choisissez entre %1 et %2 résultats à comparer ; %3 ont été donnés.</translation>
    </message>
    <message>
        <source>Cannot compare</source>
        <translation>Comparaison impossible</translation>
    </message>
    <message>
        <source>Open results to compare</source>
        <translation>Ouvrir des résultats à comparer</translation>
    </message>
    <message>
        <source>Benchwire results (*.json)</source>
        <translation>Résultats Benchwire (*.json)</translation>
    </message>
    <message>
        <source>Run %1 of the selection is not a Benchwire result (%2). Remove it from the selection, or compare the others.</source>
        <translation>La passe %1 de la sélection n’est pas un résultat Benchwire (%2). Retirez-la de la sélection, ou comparez les autres.</translation>
    </message>
    <message>
        <source>The review has no runs yet. Start the review first, then compare.</source>
        <translation>La revue n’a encore aucune passe. Lancez d’abord la revue, puis comparez.</translation>
    </message>
</context>
<context>
    <name>bw::ui::CompareExporter</name>
    <message>
        <source>There are no results to export. Add at least two runs to the comparison first.</source>
        <translation>Il n’y a aucun résultat à exporter. Ajoutez d’abord au moins deux passes à la comparaison.</translation>
    </message>
</context>
<context>
    <name>bw::ui::CompareModel</name>
    <message>
        <source>±%1 %</source>
        <translation>±%1 %</translation>
    </message>
    <message>
        <source>%1%2 %</source>
        <translation>%1%2 %</translation>
    </message>
    <message>
        <source>–</source>
        <translation>–</translation>
    </message>
    <message>
        <source>baseline</source>
        <translation>référence</translation>
    </message>
    <message>
        <source>Difference to the baseline run, in percent of the baseline.</source>
        <translation>Écart par rapport à l’essai de référence, en pour cent de la référence.</translation>
    </message>
    <message>
        <source>Label</source>
        <translation>Libellé</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>Début</translation>
    </message>
    <message>
        <source>Δ %1</source>
        <translation>Δ %1</translation>
    </message>
</context>
<context>
    <name>bw::ui::ComparePlotData</name>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Throughput over time</source>
        <translation>Débit au fil du temps</translation>
    </message>
    <message>
        <source>Received, all directions of a run together</source>
        <translation>Reçu, toutes les directions d’un essai ensemble</translation>
    </message>
    <message>
        <source>Mean throughput</source>
        <translation>Débit moyen</translation>
    </message>
    <message>
        <source>Benchwire %1 · made %2</source>
        <translation>Benchwire %1 · créé le %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>Whiskers: min–max of repeats (one run: ± std. dev.)</source>
        <translation>Moustaches : min–max des répétitions (un seul essai : ± écart type)</translation>
    </message>
</context>
<context>
    <name>bw::ui::CompareRunReader</name>
    <message>
        <source>%1 · %2 · peer %3 · from %4 · %5 %6, %7 s, streams: %8, buffer %9, window %10</source>
        <translation>%1 · %2 · pair %3 · depuis %4 · %5 %6, %7 s, flux : %8, tampon %9, fenêtre %10</translation>
    </message>
    <message>
        <source>(unknown)</source>
        <translation>(inconnu)</translation>
    </message>
    <message>
        <source>Auto</source>
        <translation>Auto</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>Upload</source>
        <translation>Envoi</translation>
    </message>
    <message>
        <source>Download</source>
        <translation>Réception</translation>
    </message>
    <message>
        <source>Simultaneous</source>
        <translation>Simultané</translation>
    </message>
    <message>
        <source>not JSON: %1</source>
        <translation>pas du JSON : %1</translation>
    </message>
</context>
<context>
    <name>bw::ui::CompareWindow</name>
    <message>
        <source>Compare results</source>
        <translation>Comparer des résultats</translation>
    </message>
    <message>
        <source>Hover a label for the run&apos;s date, peer and settings.</source>
        <translation>Survolez un libellé pour voir la date, le pair et les réglages de l’essai.</translation>
    </message>
    <message>
        <source>The run the others are measured against, in %.</source>
        <translation>L’essai auquel les autres sont comparés, en %.</translation>
    </message>
    <message>
        <source>&amp;Export for an article…</source>
        <translation>&amp;Exporter pour un article…</translation>
    </message>
    <message>
        <source>Save the charts as PNG (1200×675, 1920×1080) and SVG, the table as CSV and Markdown and every result as JSON into one folder.</source>
        <translation>Enregistre les graphiques en PNG (1200×675, 1920×1080) et SVG, le tableau en CSV et Markdown et chaque résultat en JSON dans un seul dossier.</translation>
    </message>
    <message>
        <source>&amp;Baseline:</source>
        <translation>&amp;Référence :</translation>
    </message>
    <message numerus="yes">
        <source>Saved %n file(s) to %1</source>
        <translation>
            <numerusform>%n fichier enregistré dans %1</numerusform>
            <numerusform>%n fichiers enregistrés dans %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Folder for the article files</source>
        <translation>Dossier des fichiers de l’article</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Échec de l’export</translation>
    </message>
    <message>
        <source>&amp;Dark charts</source>
        <translation>Graphiques &amp;sombres</translation>
    </message>
    <message>
        <source>Export the charts in the dark theme, for a page with a dark background. The window keeps the light one.</source>
        <translation>Exporte les graphiques dans le thème sombre, pour une page à fond sombre. La fenêtre garde le thème clair.</translation>
    </message>
</context>
<context>
    <name>bw::ui::DurationSpin</name>
    <message>
        <source>%1 h</source>
        <translation>%1 h</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 min</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>h</source>
        <translation>h</translation>
    </message>
    <message>
        <source>min</source>
        <translation>min</translation>
    </message>
    <message>
        <source>s</source>
        <translation>s</translation>
    </message>
</context>
<context>
    <name>bw::ui::ErrorText</name>
    <message>
        <source>The name %1 could not be resolved.</source>
        <translation>Le nom %1 n’a pas pu être résolu.</translation>
    </message>
    <message>
        <source>Check the spelling, or type the peer&apos;s IP address.</source>
        <translation>Vérifiez l’orthographe, ou saisissez l’adresse IP du pair.</translation>
    </message>
    <message>
        <source>%1 refused the connection: no Benchwire server listens there.</source>
        <translation>%1 a refusé la connexion : aucun serveur Benchwire n’y écoute.</translation>
    </message>
    <message>
        <source>Start &quot;benchwire-cli -s&quot; or the app in Serve mode on the peer, and check the port.</source>
        <translation>Lancez « benchwire-cli -s » ou l’application en mode Serveur sur le pair, et vérifiez le port.</translation>
    </message>
    <message>
        <source>%1 cannot be reached from this interface.</source>
        <translation>%1 est injoignable depuis cette interface.</translation>
    </message>
    <message>
        <source>Check the cable or Wi-Fi, and pick an interface on the peer&apos;s network.</source>
        <translation>Vérifiez le câble ou le Wi-Fi, et choisissez une interface sur le réseau du pair.</translation>
    </message>
    <message>
        <source>The chosen local address or port cannot be used.</source>
        <translation>L’adresse ou le port local choisi ne peut pas être utilisé.</translation>
    </message>
    <message>
        <source>Pick another interface or address, or choose &quot;Any interface&quot;.</source>
        <translation>Choisissez une autre interface ou adresse, ou « Toute interface ».</translation>
    </message>
    <message>
        <source>A setting is out of range.</source>
        <translation>Un réglage est hors limites.</translation>
    </message>
    <message>
        <source>Correct the setting and retry.</source>
        <translation>Corrigez le réglage et réessayez.</translation>
    </message>
    <message>
        <source>%1 is busy with another test.</source>
        <translation>%1 est occupé par un autre test.</translation>
    </message>
    <message>
        <source>Wait until that test ends, then try again.</source>
        <translation>Attendez la fin de ce test, puis réessayez.</translation>
    </message>
    <message>
        <source>%1 speaks an incompatible protocol version.</source>
        <translation>%1 parle une version de protocole incompatible.</translation>
    </message>
    <message>
        <source>Update Benchwire on both machines to the same version.</source>
        <translation>Mettez Benchwire à jour à la même version sur les deux machines.</translation>
    </message>
    <message>
        <source>%1 refused the test&apos;s settings.</source>
        <translation>%1 a refusé les réglages du test.</translation>
    </message>
    <message>
        <source>Use fewer streams or a shorter duration, or raise the server&apos;s limits.</source>
        <translation>Utilisez moins de flux ou une durée plus courte, ou relevez les limites du serveur.</translation>
    </message>
    <message>
        <source>%1 sent something this version does not understand.</source>
        <translation>%1 a envoyé quelque chose que cette version ne comprend pas.</translation>
    </message>
    <message>
        <source>Make sure the peer runs Benchwire or iperf3 3.12 or newer.</source>
        <translation>Assurez-vous que le pair exécute Benchwire ou iperf3 3.12 ou plus récent.</translation>
    </message>
    <message>
        <source>The connection to %1 was lost during the test.</source>
        <translation>La connexion à %1 a été perdue pendant le test.</translation>
    </message>
    <message>
        <source>Check the link and the peer, then run again. The intervals measured so far are still shown.</source>
        <translation>Vérifiez le lien et le pair, puis relancez. Les intervalles déjà mesurés restent affichés.</translation>
    </message>
    <message>
        <source>The test was stopped before data flowed.</source>
        <translation>Le test a été arrêté avant que les données ne circulent.</translation>
    </message>
    <message>
        <source>Run it again.</source>
        <translation>Relancez-le.</translation>
    </message>
    <message>
        <source>The peer or this system lacks a feature the test needs.</source>
        <translation>Le pair ou ce système ne dispose pas d’une fonction nécessaire au test.</translation>
    </message>
    <message>
        <source>Change the settings (for example the IP version) and retry.</source>
        <translation>Modifiez les réglages (par exemple la version IP) et réessayez.</translation>
    </message>
    <message>
        <source>The test failed with a network error.</source>
        <translation>Le test a échoué sur une erreur réseau.</translation>
    </message>
    <message>
        <source>Check the connection to the peer and retry.</source>
        <translation>Vérifiez la connexion au pair et réessayez.</translation>
    </message>
    <message>
        <source>%1 did not answer in time: a firewall filters the port, or the address or route is wrong.</source>
        <translation>%1 n’a pas répondu à temps : un pare-feu filtre le port, ou l’adresse ou la route est erronée.</translation>
    </message>
    <message>
        <source>Allow the test port (TCP and UDP) through the peer&apos;s firewall, or check the address. Check tells more.</source>
        <translation>Autorisez le port de test (TCP et UDP) dans le pare-feu du pair, ou vérifiez l’adresse. « Vérifier » en dit plus.</translation>
    </message>
    <message>
        <source>TCP reached %1, UDP did not: its firewall (or one on the path) blocks UDP.</source>
        <translation>TCP a atteint %1, UDP non : son pare-feu (ou un pare-feu sur le chemin) bloque UDP.</translation>
    </message>
    <message>
        <source>Allow UDP on the test port through the peer&apos;s firewall, or run a TCP test.</source>
        <translation>Autorisez UDP sur le port de test dans le pare-feu du pair, ou lancez un test TCP.</translation>
    </message>
</context>
<context>
    <name>bw::ui::ExportController</name>
    <message>
        <source>Export chart as &amp;PNG…</source>
        <translation>Exporter le graphique en &amp;PNG…</translation>
    </message>
    <message>
        <source>Save the chart as a PNG image at a size and DPI you choose.</source>
        <translation>Enregistre le graphique en image PNG à la taille et à la résolution choisies.</translation>
    </message>
    <message>
        <source>Export chart as &amp;SVG…</source>
        <translation>Exporter le graphique en &amp;SVG…</translation>
    </message>
    <message>
        <source>Save the chart as a scalable SVG drawing.</source>
        <translation>Enregistre le graphique en dessin SVG vectoriel.</translation>
    </message>
    <message>
        <source>Export intervals as &amp;CSV…</source>
        <translation>Exporter les intervalles en &amp;CSV…</translation>
    </message>
    <message>
        <source>Save one row per interval and direction, for spreadsheets.</source>
        <translation>Enregistre une ligne par intervalle et par direction, pour les tableurs.</translation>
    </message>
    <message>
        <source>Save result as &amp;JSON…</source>
        <translation>Enregistrer le résultat en &amp;JSON…</translation>
    </message>
    <message>
        <source>Save the full result in Benchwire&apos;s versioned JSON format.</source>
        <translation>Enregistre le résultat complet au format JSON versionné de Benchwire.</translation>
    </message>
    <message>
        <source>&amp;Copy chart</source>
        <translation>&amp;Copier le graphique</translation>
    </message>
    <message>
        <source>Copy the chart to the clipboard as an image.</source>
        <translation>Copie le graphique dans le presse-papiers sous forme d’image.</translation>
    </message>
    <message>
        <source>&amp;Open result…</source>
        <translation>&amp;Ouvrir un résultat…</translation>
    </message>
    <message>
        <source>Show a result saved earlier as JSON.</source>
        <translation>Affiche un résultat enregistré auparavant en JSON.</translation>
    </message>
    <message>
        <source>Export chart as PNG</source>
        <translation>Exporter le graphique en PNG</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>Images PNG (*.png)</translation>
    </message>
    <message>
        <source>Export chart as SVG</source>
        <translation>Exporter le graphique en SVG</translation>
    </message>
    <message>
        <source>SVG drawings (*.svg)</source>
        <translation>Dessins SVG (*.svg)</translation>
    </message>
    <message>
        <source>Export intervals as CSV</source>
        <translation>Exporter les intervalles en CSV</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Fichiers CSV (*.csv)</translation>
    </message>
    <message>
        <source>Save result as JSON</source>
        <translation>Enregistrer le résultat en JSON</translation>
    </message>
    <message>
        <source>Benchwire results (*.json)</source>
        <translation>Résultats Benchwire (*.json)</translation>
    </message>
    <message>
        <source>Open result</source>
        <translation>Ouvrir un résultat</translation>
    </message>
    <message>
        <source>There is no finished result to export yet. Run a test first, or open a saved result.</source>
        <translation>Il n’y a pas encore de résultat terminé à exporter. Lancez d’abord un test, ou ouvrez un résultat enregistré.</translation>
    </message>
    <message>
        <source>Export &amp;report (HTML or PDF)…</source>
        <translation>Exporter un &amp;rapport (HTML ou PDF)…</translation>
    </message>
    <message>
        <source>Save the chart, the results table, CPU, latency and link facts as one HTML page or PDF.</source>
        <translation>Enregistre le graphique, le tableau des résultats, le processeur, la latence et les données de liaison dans une page HTML ou un PDF.</translation>
    </message>
    <message>
        <source>There is no finished result to report yet. Run a test first, or open a saved result.</source>
        <translation>Il n’y a pas encore de résultat terminé pour un rapport. Lancez d’abord un test, ou ouvrez un résultat enregistré.</translation>
    </message>
    <message>
        <source>Export report</source>
        <translation>Exporter un rapport</translation>
    </message>
    <message>
        <source>HTML pages (*.html);;PDF documents (*.pdf)</source>
        <translation>Pages HTML (*.html);;Documents PDF (*.pdf)</translation>
    </message>
</context>
<context>
    <name>bw::ui::FileError</name>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Could not write %1. Choose another folder, or check that the disk has room and that you may write there.</source>
        <translation>Impossible d’écrire %1. Choisissez un autre dossier, ou vérifiez que le disque a de la place et que vous pouvez y écrire.</translation>
    </message>
    <message>
        <source>Could not create the folder %1. Choose another folder, or one you may write to.</source>
        <translation>Impossible de créer le dossier %1. Choisissez un autre dossier, ou un dossier où vous pouvez écrire.</translation>
    </message>
    <message>
        <source>Could not open %1. Check that the file is still there and that you may read it.</source>
        <translation>Impossible d’ouvrir %1. Vérifiez que le fichier existe toujours et que vous pouvez le lire.</translation>
    </message>
    <message>
        <source>%1: no such file. Check the name and the folder, then give it again.</source>
        <translation>%1 : fichier introuvable. Vérifiez le nom et le dossier, puis indiquez-le à nouveau.</translation>
    </message>
    <message>
        <source>%1 is not a Benchwire result (%2). Choose a .json file that Benchwire saved: Save result as JSON, history export, or benchwire-cli -J.</source>
        <translation>%1 n’est pas un résultat Benchwire (%2). Choisissez un fichier .json enregistré par Benchwire : Enregistrer le résultat en JSON, export de l’historique, ou benchwire-cli -J.</translation>
    </message>
    <message>
        <source>%1 holds a run that failed and has no figures (%2). Choose a run that finished, or run the test again.</source>
        <translation>%1 contient une passe qui a échoué et n’a pas de chiffres (%2). Choisissez une passe terminée, ou relancez le test.</translation>
    </message>
</context>
<context>
    <name>bw::ui::FirewallController</name>
    <message>
        <source>The rules for port %1 were removed.</source>
        <translation>Les règles du port %1 ont été supprimées.</translation>
    </message>
    <message>
        <source>TCP and UDP port %1 are now allowed.</source>
        <translation>Les ports TCP et UDP %1 sont maintenant autorisés.</translation>
    </message>
    <message>
        <source>The commands did not succeed: %1. Run them yourself as administrator (they are listed above), or allow the port in the firewall&apos;s own settings.</source>
        <translation>Les commandes ont échoué : %1. Lancez-les vous-même en administrateur (elles sont listées ci-dessus), ou autorisez le port dans les réglages du pare-feu.</translation>
    </message>
</context>
<context>
    <name>bw::ui::FirewallDialog</name>
    <message>
        <source>Allow through firewall</source>
        <translation>Autoriser dans le pare-feu</translation>
    </message>
    <message>
        <source>These commands let TCP and UDP port %1 in (%2). They add rules named &quot;%3&quot; and never turn the firewall off. They run with administrator rights after you click &quot;Allow&quot;.</source>
        <translation>Ces commandes laissent entrer les ports TCP et UDP %1 (%2). Elles ajoutent des règles nommées « %3 » et ne désactivent jamais le pare-feu. Elles s’exécutent avec les droits d’administrateur après un clic sur « Autoriser ».</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Copier</translation>
    </message>
    <message>
        <source>Temporary (remove when serving stops)</source>
        <translation>Temporaire (supprimer à l’arrêt du serveur)</translation>
    </message>
    <message>
        <source>Nothing to do: the firewall lets the port in already, or no firewall was found.</source>
        <translation>Rien à faire : le pare-feu laisse déjà entrer le port, ou aucun pare-feu n’a été trouvé.</translation>
    </message>
    <message>
        <source>Allow</source>
        <translation>Autoriser</translation>
    </message>
    <message>
        <source>Running the commands; confirm the request for administrator rights.</source>
        <translation>Exécution des commandes ; confirmez la demande de droits d’administrateur.</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
</context>
<context>
    <name>bw::ui::HelpMenu</name>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Raccourcis clavier</translation>
    </message>
    <message>
        <source>User&apos;s guide</source>
        <translation>Guide de l&apos;utilisateur</translation>
    </message>
    <message>
        <source>The user&apos;s guide is not installed here. It is README.md and the docs folder of Benchwire&apos;s source.</source>
        <translation>Le guide de l&apos;utilisateur n&apos;est pas installé ici. Il se compose de README.md et du dossier docs des sources de Benchwire.</translation>
    </message>
    <message>
        <source>No program opens %1 here. Open it with a text editor or a Markdown viewer.</source>
        <translation>Aucun programme n&apos;ouvre %1 ici. Ouvrez-le avec un éditeur de texte ou une visionneuse Markdown.</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Benchwire %1&lt;/h3&gt;&lt;p&gt;Network throughput tests between two machines.&lt;/p&gt;&lt;p&gt;Protocol version %2&lt;br&gt;Build: %3&lt;br&gt;Qt %4 (built with Qt %5)&lt;/p&gt;&lt;p&gt;Benchwire&apos;s source code is under the MIT licence. This app links Qt, under the GNU LGPL version 3, and Qt Charts, under the GNU GPL version 3, so this program as distributed is covered by the GNU General Public License version 3. benchwire-cli uses no Qt and is under the MIT licence alone. The licence texts come with the app (Windows: the licenses folder; Linux: /usr/share/doc/benchwire/copyright).&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Benchwire %1&lt;/h3&gt;&lt;p&gt;Tests de débit réseau entre deux machines.&lt;/p&gt;&lt;p&gt;Version du protocole %2&lt;br&gt;Compilation : %3&lt;br&gt;Qt %4 (compilé avec Qt %5)&lt;/p&gt;&lt;p&gt;Le code source de Benchwire est sous licence MIT. Cette application utilise Qt, sous GNU LGPL version 3, et Qt Charts, sous GNU GPL version 3 ; le programme tel qu&apos;il est distribué relève donc de la GNU General Public License version 3. benchwire-cli n&apos;utilise pas Qt et relève de la seule licence MIT. Les textes des licences accompagnent l&apos;application (Windows : le dossier licenses ; Linux : /usr/share/doc/benchwire/copyright).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Aide</translation>
    </message>
    <message>
        <source>&amp;User&apos;s guide</source>
        <translation>&amp;Guide de l&apos;utilisateur</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Raccourcis clavier</translation>
    </message>
    <message>
        <source>&amp;About Benchwire</source>
        <translation>À &amp;propos de Benchwire</translation>
    </message>
    <message>
        <source>About Benchwire</source>
        <translation>À propos de Benchwire</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>À propos de &amp;Qt</translation>
    </message>
</context>
<context>
    <name>bw::ui::HistoryDatabase</name>
    <message>
        <source>unknown schema version %1</source>
        <translation>version de schéma inconnue %1</translation>
    </message>
    <message>
        <source>The run history was written by a newer Benchwire. It was kept as %1; a new history was started.</source>
        <translation>L’historique a été écrit par une version plus récente de Benchwire. Il a été conservé sous %1 ; un nouvel historique a été commencé.</translation>
    </message>
    <message>
        <source>The run history was damaged (%1). It was kept as %2; a new history was started.</source>
        <translation>L’historique était endommagé (%1). Il a été conservé sous %2 ; un nouvel historique a été commencé.</translation>
    </message>
    <message>
        <source>The run history folder %1 could not be created. Runs are kept only until the app closes: check that you may write there, then restart Benchwire.</source>
        <translation>Le dossier d’historique %1 n’a pas pu être créé. Les passes ne sont gardées que jusqu’à la fermeture de l’application : vérifiez que vous pouvez y écrire, puis redémarrez Benchwire.</translation>
    </message>
    <message>
        <source>The run history %1 could not be read (%2), nor moved aside. Runs are kept only until the app closes: move that file away yourself, then restart Benchwire.</source>
        <translation>L’historique %1 n’a pu être ni lu (%2) ni mis de côté. Les passes ne sont gardées que jusqu’à la fermeture de l’application : déplacez ce fichier vous-même, puis redémarrez Benchwire.</translation>
    </message>
</context>
<context>
    <name>bw::ui::HistoryDetails</name>
    <message>
        <source>e.g. &quot;Beelink SER8, Wi-Fi 7, 6 GHz&quot;</source>
        <translation>p. ex. « Beelink SER8, Wi-Fi 7, 6 GHz »</translation>
    </message>
    <message>
        <source>The run&apos;s name in the list, in comparisons and in exports.</source>
        <translation>Le nom de l’essai dans la liste, les comparaisons et les exports.</translation>
    </message>
    <message>
        <source>e.g. wifi, review</source>
        <translation>p. ex. wifi, test</translation>
    </message>
    <message>
        <source>Words to find and group runs by, separated by commas.</source>
        <translation>Mots pour retrouver et regrouper les essais, séparés par des virgules.</translation>
    </message>
    <message>
        <source>Anything worth remembering about this run</source>
        <translation>Tout ce qui mérite d’être retenu sur cet essai</translation>
    </message>
    <message>
        <source>&amp;Label:</source>
        <translation>&amp;Libellé :</translation>
    </message>
    <message>
        <source>T&amp;ags:</source>
        <translation>É&amp;tiquettes :</translation>
    </message>
    <message>
        <source>N&amp;ote:</source>
        <translation>N&amp;ote :</translation>
    </message>
    <message>
        <source>Choose one run to name, tag or annotate it.</source>
        <translation>Choisissez un essai pour le nommer, l’étiqueter ou l’annoter.</translation>
    </message>
    <message>
        <source>%1, %2 stream(s), started %3</source>
        <translation>%1, %2 flux, démarré %3</translation>
    </message>
</context>
<context>
    <name>bw::ui::HistoryFile</name>
    <message>
        <source>no JSON document</source>
        <translation>aucun document JSON</translation>
    </message>
</context>
<context>
    <name>bw::ui::HistoryModel</name>
    <message>
        <source>Imported from a file</source>
        <translation>Importé depuis un fichier</translation>
    </message>
    <message>
        <source>Label</source>
        <translation>Libellé</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Peer</source>
        <translation>Pair</translation>
    </message>
    <message>
        <source>Protocol</source>
        <translation>Protocole</translation>
    </message>
    <message>
        <source>Direction</source>
        <translation>Direction</translation>
    </message>
    <message>
        <source>Upload</source>
        <translation>Envoi</translation>
    </message>
    <message>
        <source>Download</source>
        <translation>Réception</translation>
    </message>
    <message>
        <source>Tags</source>
        <translation>Étiquettes</translation>
    </message>
    <message>
        <source>served to %1</source>
        <translation>servi à %1</translation>
    </message>
    <message>
        <source>A test this PC served to %1</source>
        <translation>Un test que ce PC a servi à %1</translation>
    </message>
    <message>
        <source>n/a</source>
        <translation>n/d</translation>
    </message>
</context>
<context>
    <name>bw::ui::HistoryPanel</name>
    <message>
        <source>Dismiss</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>Hide this message.</source>
        <translation>Masquer ce message.</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>Bring the deleted runs back.</source>
        <translation>Rétablit les essais supprimés.</translation>
    </message>
    <message>
        <source>Search label, peer, tags, note</source>
        <translation>Rechercher libellé, pair, étiquettes, note</translation>
    </message>
    <message>
        <source>Every word must match the label, peer, tags or note.</source>
        <translation>Chaque mot doit correspondre au libellé, au pair, aux étiquettes ou à la note.</translation>
    </message>
    <message>
        <source>Only runs against this peer</source>
        <translation>Seulement les essais avec ce pair</translation>
    </message>
    <message>
        <source>Any peer</source>
        <translation>Tous les pairs</translation>
    </message>
    <message>
        <source>Only runs from this period</source>
        <translation>Seulement les essais de cette période</translation>
    </message>
    <message>
        <source>Any date</source>
        <translation>Toutes les dates</translation>
    </message>
    <message>
        <source>Today</source>
        <translation>Aujourd’hui</translation>
    </message>
    <message>
        <source>Last 7 days</source>
        <translation>7 derniers jours</translation>
    </message>
    <message>
        <source>Last 30 days</source>
        <translation>30 derniers jours</translation>
    </message>
    <message>
        <source>Last 365 days</source>
        <translation>365 derniers jours</translation>
    </message>
    <message>
        <source>Only TCP or only UDP runs</source>
        <translation>Seulement les essais TCP ou seulement UDP</translation>
    </message>
    <message>
        <source>TCP and UDP</source>
        <translation>TCP et UDP</translation>
    </message>
    <message>
        <source>Only runs in this direction</source>
        <translation>Seulement les essais dans cette direction</translation>
    </message>
    <message>
        <source>Any direction</source>
        <translation>Toutes les directions</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Ouvrir</translation>
    </message>
    <message>
        <source>Show the run&apos;s charts and results table as they were.</source>
        <translation>Affiche les graphiques et le tableau de résultats de l’essai tels qu’ils étaient.</translation>
    </message>
    <message>
        <source>&amp;Run again</source>
        <translation>&amp;Relancer</translation>
    </message>
    <message>
        <source>Load the run&apos;s peer and settings, and start it again.</source>
        <translation>Charge le pair et les réglages de l’essai, et le relance.</translation>
    </message>
    <message>
        <source>&amp;Compare</source>
        <translation>&amp;Comparer</translation>
    </message>
    <message>
        <source>Compare 2 to 8 chosen runs on one chart and in one table.</source>
        <translation>Compare 2 à 8 essais choisis sur un graphique et dans un tableau.</translation>
    </message>
    <message>
        <source>E&amp;xport…</source>
        <translation>E&amp;xporter…</translation>
    </message>
    <message>
        <source>Save the run as a JSON file, with its label, tags and note.</source>
        <translation>Enregistre l’essai dans un fichier JSON, avec son libellé, ses étiquettes et sa note.</translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation>&amp;Importer…</translation>
    </message>
    <message>
        <source>Keep results saved as JSON by Benchwire or by benchwire-cli -J.</source>
        <translation>Ajoute à l’historique des résultats enregistrés en JSON par Benchwire ou par benchwire-cli -J.</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Supprimer</translation>
    </message>
    <message>
        <source>Remove the chosen runs from the history (can be undone).</source>
        <translation>Retire les essais choisis de l’historique (annulable).</translation>
    </message>
    <message numerus="yes">
        <source>Deleted %n run(s).</source>
        <translation>
            <numerusform>%n essai supprimé.</numerusform>
            <numerusform>%n essais supprimés.</numerusform>
        </translation>
    </message>
    <message>
        <source>Import results</source>
        <translation>Importer des résultats</translation>
    </message>
    <message>
        <source>Benchwire results (*.json);;All files (*)</source>
        <translation>Résultats Benchwire (*.json);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Export result</source>
        <translation>Exporter le résultat</translation>
    </message>
    <message>
        <source>Benchwire result (*.json)</source>
        <translation>Résultat Benchwire (*.json)</translation>
    </message>
    <message>
        <source>Only runs made here, tests this PC served, or imported files</source>
        <translation>Seulement les essais faits ici, les tests servis par ce PC ou les fichiers importés</translation>
    </message>
    <message>
        <source>Any origin</source>
        <translation>Toutes les origines</translation>
    </message>
    <message>
        <source>Run here</source>
        <translation>Fait ici</translation>
    </message>
    <message>
        <source>Served</source>
        <translation>Servis</translation>
    </message>
    <message>
        <source>Imported</source>
        <translation>Importés</translation>
    </message>
    <message>
        <source>The run history could not be updated: %1. Check that the disk has room and that you may write to the history&apos;s folder, then run the test again.</source>
        <translation>L’historique n’a pas pu être mis à jour : %1. Vérifiez que le disque a de la place et que vous pouvez écrire dans le dossier de l’historique, puis relancez le test.</translation>
    </message>
    <message>
        <source>This run could not be read back: %1. Delete it from the history, or choose another run.</source>
        <translation>Cette passe n’a pas pu être relue : %1. Supprimez-la de l’historique, ou choisissez une autre passe.</translation>
    </message>
</context>
<context>
    <name>bw::ui::ImageSizeDialog</name>
    <message>
        <source>Chart size</source>
        <translation>Taille du graphique</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Personnalisée</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>Common sizes for articles and slides.</source>
        <translation>Tailles courantes pour articles et diapositives.</translation>
    </message>
    <message>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <source>Width of the image in pixels.</source>
        <translation>Largeur de l’image en pixels.</translation>
    </message>
    <message>
        <source>Height of the image in pixels.</source>
        <translation>Hauteur de l’image en pixels.</translation>
    </message>
    <message>
        <source>Dots per inch: 96 is screen size; 192 draws text and lines twice as large, for high-resolution print.</source>
        <translation>Points par pouce : 96 correspond à la taille écran ; 192 dessine le texte et les traits deux fois plus grands, pour l’impression haute résolution.</translation>
    </message>
    <message>
        <source>&amp;Size:</source>
        <translation>&amp;Taille :</translation>
    </message>
    <message>
        <source>&amp;Width:</source>
        <translation>&amp;Largeur :</translation>
    </message>
    <message>
        <source>&amp;Height:</source>
        <translation>&amp;Hauteur :</translation>
    </message>
    <message>
        <source>&amp;DPI:</source>
        <translation>&amp;DPI :</translation>
    </message>
</context>
<context>
    <name>bw::ui::InterfaceList</name>
    <message>
        <source>Ethernet</source>
        <translation>Ethernet</translation>
    </message>
    <message>
        <source>Wi-Fi</source>
        <translation>Wi-Fi</translation>
    </message>
    <message>
        <source>Loopback</source>
        <translation>Boucle locale</translation>
    </message>
    <message>
        <source>Virtual</source>
        <translation>Virtuelle</translation>
    </message>
    <message>
        <source>Unknown type</source>
        <translation>Type inconnu</translation>
    </message>
    <message>
        <source>%1 Gbit/s</source>
        <translation>%1 Gbit/s</translation>
    </message>
    <message>
        <source>%1 Mbit/s</source>
        <translation>%1 Mbit/s</translation>
    </message>
    <message>
        <source>Any interface</source>
        <translation>Toute interface</translation>
    </message>
    <message>
        <source>Do not bind: the operating system picks the route to the peer.</source>
        <translation>Ne pas lier : le système d’exploitation choisit la route vers le pair.</translation>
    </message>
    <message>
        <source>Bind the test to %1 on %2.
Addresses of this interface: %3</source>
        <translation>Lier le test à %1 sur %2.
Adresses de cette interface : %3</translation>
    </message>
    <message>
        <source>%1 duplex</source>
        <translation>duplex %1</translation>
    </message>
    <message>
        <source>Link: %1</source>
        <translation>Lien : %1</translation>
    </message>
</context>
<context>
    <name>bw::ui::Language</name>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Langue</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Langue du système</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Langue</translation>
    </message>
    <message>
        <source>The language changes when Benchwire starts again.</source>
        <translation>La langue change au prochain démarrage de Benchwire.</translation>
    </message>
</context>
<context>
    <name>bw::ui::LatencyChart</name>
    <message>
        <source>ms</source>
        <translation>ms</translation>
    </message>
    <message>
        <source>Round trip, median</source>
        <translation>Aller-retour, médiane</translation>
    </message>
    <message>
        <source>Upload, one way</source>
        <translation>Envoi, aller simple</translation>
    </message>
    <message>
        <source>Download, one way</source>
        <translation>Réception, aller simple</translation>
    </message>
    <message>
        <source>Sent from here, one way</source>
        <translation>Émis d’ici, aller simple</translation>
    </message>
    <message>
        <source>Received here, one way</source>
        <translation>Reçu ici, aller simple</translation>
    </message>
    <message>
        <source>Idle, median</source>
        <translation>Au repos, médiane</translation>
    </message>
    <message>
        <source>Idle, 95th percentile</source>
        <translation>Au repos, 95e centile</translation>
    </message>
    <message>
        <source>no probes in this result</source>
        <translation>aucune sonde dans ce résultat</translation>
    </message>
    <message>
        <source>Latency: n/a (%1)</source>
        <translation>Latence : n/d (%1)</translation>
    </message>
    <message>
        <source>One-way delay: %1</source>
        <translation>Délai aller simple : %1</translation>
    </message>
</context>
<context>
    <name>bw::ui::LatencyText</name>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>n/a</source>
        <translation>n/d</translation>
    </message>
    <message>
        <source>n/a (%1)</source>
        <translation>n/d (%1)</translation>
    </message>
    <message>
        <source>median %1, 95th %2, 99th %3</source>
        <translation>médiane %1, 95e %2, 99e %3</translation>
    </message>
    <message>
        <source>n/a (no idle phase)</source>
        <translation>n/d (pas de phase de repos)</translation>
    </message>
    <message>
        <source>median %1, 95th %2</source>
        <translation>médiane %1, 95e %2</translation>
    </message>
    <message>
        <source>n/a (no probe came back)</source>
        <translation>n/d (aucune sonde n’est revenue)</translation>
    </message>
    <message>
        <source>n/a (needs the idle phase)</source>
        <translation>n/d (nécessite la phase de repos)</translation>
    </message>
    <message>
        <source>%1 (up %2, down %3)</source>
        <translation>%1 (aller %2, retour %3)</translation>
    </message>
    <message>
        <source>%1 (sent %2, received %3)</source>
        <translation>%1 (émis %2, reçu %3)</translation>
    </message>
    <message>
        <source>%1 of %2 (%3 %)</source>
        <translation>%1 sur %2 (%3 %)</translation>
    </message>
    <message>
        <source>Ethernet</source>
        <translation>Ethernet</translation>
    </message>
    <message>
        <source>Wi-Fi</source>
        <translation>Wi-Fi</translation>
    </message>
    <message>
        <source>loopback</source>
        <translation>boucle locale</translation>
    </message>
    <message>
        <source>virtual</source>
        <translation>virtuel</translation>
    </message>
    <message>
        <source>unknown kind</source>
        <translation>type inconnu</translation>
    </message>
    <message>
        <source>%1 GHz</source>
        <translation>%1 GHz</translation>
    </message>
    <message>
        <source>%1 GbE</source>
        <translation>%1 GbE</translation>
    </message>
    <message>
        <source>%1 Ethernet</source>
        <translation>Ethernet %1</translation>
    </message>
    <message>
        <source>%1 MHz</source>
        <translation>%1 MHz</translation>
    </message>
    <message>
        <source>%1 dBm</source>
        <translation>%1 dBm</translation>
    </message>
    <message>
        <source>Wi-Fi, no reading</source>
        <translation>Wi-Fi, aucune mesure</translation>
    </message>
    <message>
        <source>Wi-Fi, no reading (%1)</source>
        <translation>Wi-Fi, aucune mesure (%1)</translation>
    </message>
    <message>
        <source>channel %1</source>
        <translation>canal %1</translation>
    </message>
    <message>
        <source>PHY send %1</source>
        <translation>PHY émission %1</translation>
    </message>
    <message>
        <source>PHY receive %1</source>
        <translation>PHY réception %1</translation>
    </message>
    <message>
        <source>signal %1 dBm</source>
        <translation>signal %1 dBm</translation>
    </message>
    <message>
        <source>%1 duplex</source>
        <translation>duplex %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>Client: %1</source>
        <translation>Client : %1</translation>
    </message>
    <message>
        <source>Server: %1</source>
        <translation>Serveur : %1</translation>
    </message>
    <message>
        <source>n/a (no probe came back to relate the two clocks)</source>
        <translation>n/d (aucune sonde n&apos;est revenue pour relier les deux horloges)</translation>
    </message>
    <message>
        <source>n/a (the clocks&apos; offset is known only to ±%1; one-way figures need ±%2, and round trips cannot tell a one-sided path from a clock offset)</source>
        <translation>n/d (le décalage des horloges n&apos;est connu qu&apos;à ±%1 près ; les valeurs aller simple exigent ±%2, et les allers-retours ne distinguent pas un chemin asymétrique d&apos;un décalage d&apos;horloge)</translation>
    </message>
    <message>
        <source>one clock</source>
        <translation>une seule horloge</translation>
    </message>
    <message>
        <source>clock offset %1 ± %2</source>
        <translation>décalage d&apos;horloge %1 ± %2</translation>
    </message>
    <message>
        <source>sent: median %1; received: median %2 (%3)</source>
        <translation>envoyé : médiane %1 ; reçu : médiane %2 (%3)</translation>
    </message>
    <message>
        <source>up: median %1; down: median %2 (%3)</source>
        <translation>montant : médiane %1 ; descendant : médiane %2 (%3)</translation>
    </message>
    <message>
        <source>n/a (the clocks&apos; offset is known only to ±%1; needs ±%2)</source>
        <translation>n/d (le décalage des horloges n&apos;est connu qu&apos;à ±%1 près ; il faut ±%2)</translation>
    </message>
</context>
<context>
    <name>bw::ui::LiveChart</name>
    <message>
        <source>Throughput per direction: solid lines are what the receiver got, dashed lines what the sender wrote.</source>
        <translation>Débit par direction : les traits pleins montrent ce que le récepteur a reçu, les pointillés ce que l’émetteur a écrit.</translation>
    </message>
    <message>
        <source>UDP: datagrams lost per interval in percent (solid, left axis) and the jitter in milliseconds (dashed, right axis).</source>
        <translation>UDP : datagrammes perdus par intervalle en pour cent (trait plein, axe de gauche) et gigue en millisecondes (pointillés, axe de droite).</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1
%2 at %3 s</source>
        <translation>%1
%2 à %3 s</translation>
    </message>
    <message>
        <source>Latency under load: the probes&apos; median round trip per interval (solid) and the delay each way where the clocks could be related (dashed), against the idle baseline (grey: median, dotted: 95th percentile).</source>
        <translation>Latence sous charge : l’aller-retour médian des sondes par intervalle (trait plein) et le délai dans chaque sens là où les horloges ont pu être reliées (tirets), face à la référence au repos (gris : médiane, pointillé : 95e centile).</translation>
    </message>
    <message>
        <source>Show Wi-Fi PHY rate</source>
        <translation>Afficher le débit PHY Wi-Fi</translation>
    </message>
    <message>
        <source>Plot the Wi-Fi link&apos;s negotiated PHY rates (each end&apos;s send and receive rate, as its driver reports them) beside the throughput. Only for ends on Wi-Fi.</source>
        <translation>Trace les débits PHY négociés du lien Wi-Fi (débit d’émission et de réception de chaque extrémité, tels que son pilote les indique) à côté du débit. Uniquement pour les extrémités en Wi-Fi.</translation>
    </message>
    <message>
        <source>%1
%2 ms at %3 s</source>
        <translation>%1
%2 ms à %3 s</translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>Hide this message; the chart keeps the mark where the run ended.</source>
        <translation>Masquer ce message ; le graphique garde la marque de la fin du test.</translation>
    </message>
    <message>
        <source>&lt;b&gt;The test failed after %1 s: %2&lt;/b&gt;&lt;br&gt;%3</source>
        <translation>&lt;b&gt;Le test a échoué après %1 s : %2&lt;/b&gt;&lt;br&gt;%3</translation>
    </message>
    <message>
        <source>CPU use of this PC and of the peer, in percent of all cores, and each host&apos;s busiest core (dotted): one core near 100 % limits a stream even when the host looks idle.</source>
        <translation>Charge CPU de ce PC et du pair, en pourcentage de tous les cœurs, et le cœur le plus chargé de chaque hôte (pointillé) : un cœur proche de 100 % limite un flux même quand l’hôte semble inactif.</translation>
    </message>
    <message>
        <source>Each stream&apos;s rate per interval as this end counted it (sent where it sends, received where it receives), and Jain&apos;s fairness index of the streams&apos; measured totals: 1 when all moved the same, 1/n when one stream moved everything.</source>
        <translation>Le débit de chaque flux par intervalle tel que cette extrémité l’a compté (envoyé là où elle envoie, reçu là où elle reçoit), et l’indice d’équité de Jain des totaux mesurés des flux : 1 quand tous ont transféré autant, 1/n quand un seul flux a tout transféré.</translation>
    </message>
</context>
<context>
    <name>bw::ui::MainWindow</name>
    <message>
        <source>Benchwire</source>
        <translation>Benchwire</translation>
    </message>
    <message>
        <source>Results per direction. Hover a row name for what it means.</source>
        <translation>Résultats par direction. Survolez le nom d’une ligne pour sa signification.</translation>
    </message>
    <message>
        <source>Chart title, e.g. &quot;Mini PC X, Wi-Fi 6 5 GHz, upload&quot;</source>
        <translation>Titre du graphique, p. ex. « Mini PC X, Wi-Fi 6 5 GHz, envoi »</translation>
    </message>
    <message>
        <source>Shown above the chart and in exported images.</source>
        <translation>Affiché au-dessus du graphique et dans les images exportées.</translation>
    </message>
    <message>
        <source>Subtitle</source>
        <translation>Sous-titre</translation>
    </message>
    <message>
        <source>A second line under the title. Date, peer, interface and settings are added below it automatically.</source>
        <translation>Une seconde ligne sous le titre. La date, le pair, l’interface et les réglages sont ajoutés automatiquement en dessous.</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exporter</translation>
    </message>
    <message>
        <source>T&amp;itle:</source>
        <translation>T&amp;itre :</translation>
    </message>
    <message>
        <source>Su&amp;btitle:</source>
        <translation>So&amp;us-titre :</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <source>&amp;Dark theme</source>
        <translation>Thème &amp;sombre</translation>
    </message>
    <message>
        <source>Switch between the light and the dark theme.</source>
        <translation>Bascule entre le thème clair et le thème sombre.</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 enregistré</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(aucun)</translation>
    </message>
    <message>
        <source>Auto</source>
        <translation>Auto</translation>
    </message>
    <message>
        <source>&amp;Review matrix…</source>
        <translation>Série de &amp;tests…</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Historique</translation>
    </message>
    <message>
        <source>&amp;Panes</source>
        <translation>&amp;Volets</translation>
    </message>
    <message>
        <source>&amp;Latency</source>
        <translation>&amp;Latence</translation>
    </message>
    <message>
        <source>Loss and &amp;jitter (UDP)</source>
        <translation>Pertes et &amp;gigue (UDP)</translation>
    </message>
    <message>
        <source>&amp;CPU</source>
        <translation>&amp;CPU</translation>
    </message>
    <message>
        <source>Per &amp;stream</source>
        <translation>Par &amp;flux</translation>
    </message>
    <message>
        <source>Save the chart as PNG or SVG, the data as CSV or JSON, a report as HTML or PDF, or copy the chart.</source>
        <translation>Enregistre le graphique en PNG ou SVG, les données en CSV ou JSON, un rapport en HTML ou PDF, ou copie le graphique.</translation>
    </message>
    <message>
        <source>The series&apos; summary is saved in %1.</source>
        <translation>Le résumé de la série est enregistré dans %1.</translation>
    </message>
    <message>
        <source>%1 · peer %2:%3 · from %4 · %5, streams: %6, buffer %7, window %8</source>
        <translation>%1 · pair %2:%3 · depuis %4 · %5, flux : %6, tampon %7, fenêtre %8</translation>
    </message>
    <message>
        <source>&amp;Overnight run…</source>
        <translation>Test de &amp;nuit…</translation>
    </message>
    <message>
        <source>Each server&apos;s result per direction, their sum and the start skew. Each server&apos;s result is kept in History.</source>
        <translation>Le résultat de chaque serveur par sens, leur somme et le décalage au départ. Le résultat de chaque serveur est gardé dans l&apos;historique.</translation>
    </message>
    <message>
        <source>Runs to one server: leave one address in the Address field to use it.</source>
        <translation>Fonctionne avec un seul serveur : laissez une seule adresse dans le champ Adresse pour l&apos;utiliser.</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>upload</source>
        <translation>envoi</translation>
    </message>
    <message>
        <source>download</source>
        <translation>réception</translation>
    </message>
    <message numerus="yes">
        <source>One of %n servers tested at once: %1.</source>
        <translation>
            <numerusform>L&apos;un de %n serveur testé à la fois : %1.</numerusform>
            <numerusform>L&apos;un de %n serveurs testés à la fois : %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>No sum: a run did not end whole.</source>
        <translation>Pas de somme : un essai ne s&apos;est pas terminé entier.</translation>
    </message>
    <message>
        <source>Sum: %1.</source>
        <translation>Somme : %1.</translation>
    </message>
    <message>
        <source>Start skew %1 ms.</source>
        <translation>Décalage au départ %1 ms.</translation>
    </message>
    <message numerus="yes">
        <source>%1 · %n servers at once: %2, port %3 · from %4 · %5, streams: %6 each</source>
        <translation>
            <numerusform>%1 · %n serveur à la fois : %2, port %3 · depuis %4 · %5, flux : %6 chacun</numerusform>
            <numerusform>%1 · %n serveurs à la fois : %2, port %3 · depuis %4 · %5, flux : %6 chacun</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Plan: pairs between endpoints…</source>
        <translation>&amp;Plan : paires entre points de terminaison…</translation>
    </message>
</context>
<context>
    <name>bw::ui::OvernightChart</name>
    <message>
        <source>Upload</source>
        <translation>Envoi</translation>
    </message>
    <message>
        <source>Download</source>
        <translation>Réception</translation>
    </message>
    <message>
        <source>Time since the start (s)</source>
        <translation>Temps depuis le début (s)</translation>
    </message>
    <message>
        <source>Time since the start (min)</source>
        <translation>Temps depuis le début (min)</translation>
    </message>
    <message>
        <source>Time since the start (h)</source>
        <translation>Temps depuis le début (h)</translation>
    </message>
    <message>
        <source>Alert below %1</source>
        <translation>Alerte sous %1</translation>
    </message>
    <message>
        <source>Run below the alert</source>
        <translation>Essai sous le seuil d’alerte</translation>
    </message>
    <message>
        <source>Failed run</source>
        <translation>Essai échoué</translation>
    </message>
</context>
<context>
    <name>bw::ui::OvernightRunner</name>
    <message>
        <source>upload</source>
        <translation>envoi</translation>
    </message>
    <message>
        <source>download</source>
        <translation>réception</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>An overnight run needs runs of a set length: set Duration to a time rather than &quot;Until stopped&quot;, and turn off &quot;Find max rate&quot;.</source>
        <translation>Un test de nuit exige des essais de durée fixe : réglez Durée sur une valeur plutôt que « Jusqu’à l’arrêt », et désactivez « Trouver le débit propre le plus élevé ».</translation>
    </message>
    <message>
        <source>Every %1 is shorter than one run: each takes about %2 (its duration, warm-up, idle phase and about 1 s to connect and report). Set &quot;Every&quot; to %2 or more, or shorten the runs.</source>
        <translation>La période de %1 est plus courte qu’un essai : chacun dure environ %2 (sa durée, le préchauffage, la phase de repos et environ 1 s pour se connecter et rendre compte). Réglez « Période » sur %2 ou plus, ou raccourcissez les essais.</translation>
    </message>
    <message>
        <source>For %1 is shorter than Every %2, so only one run would start. Set &quot;For&quot; to a longer time, such as 8 h.</source>
        <translation>La durée totale de %1 est plus courte que la période de %2 : un seul essai démarrerait. Réglez « Durée totale » sur une durée plus longue, par exemple 8 h.</translation>
    </message>
    <message>
        <source>Run %1 started at %2.</source>
        <translation>Essai %1 lancé à %2.</translation>
    </message>
    <message>
        <source>The run could not start: another test is running. Wait for it to end; the next tick tries again.</source>
        <translation>L’essai n’a pas pu démarrer : un autre test est en cours. Attendez qu’il se termine ; le prochain créneau réessaiera.</translation>
    </message>
    <message>
        <source>Run %1 done; the next starts at %2.</source>
        <translation>Essai %1 terminé ; le suivant commence à %2.</translation>
    </message>
    <message numerus="yes">
        <source>Every %1 for %2: %n run(s)</source>
        <translation>
            <numerusform>Toutes les %1 pendant %2 : %n essai</numerusform>
            <numerusform>Toutes les %1 pendant %2 : %n essais</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n failed</source>
        <translation>
            <numerusform>, %n en échec</numerusform>
            <numerusform>, %n en échec</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n tick(s) skipped while a run overran</source>
        <translation>
            <numerusform>, %n créneau sauté pendant qu’un essai débordait</numerusform>
            <numerusform>, %n créneaux sautés pendant qu’un essai débordait</numerusform>
        </translation>
    </message>
    <message>
        <source>, stopped early.</source>
        <translation>, arrêt anticipé.</translation>
    </message>
    <message>
        <source>.</source>
        <translation>.</translation>
    </message>
    <message numerus="yes">
        <source>Below %1: %n run mean(s)</source>
        <translation>
            <numerusform>Sous %1 : %n moyenne d’essai</numerusform>
            <numerusform>Sous %1 : %n moyennes d’essai</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n interval(s).</source>
        <translation>
            <numerusform>, %n intervalle.</numerusform>
            <numerusform>, %n intervalles.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Longest stall: %n interval(s) %1, %2, run %3 %4 from %5.</source>
        <translation>
            <numerusform>Plus long décrochage : %n intervalle %1, %2, essai %3 (%4) à partir de %5.</numerusform>
            <numerusform>Plus long décrochage : %n intervalles %1, %2, essai %3 (%4) à partir de %5.</numerusform>
        </translation>
    </message>
    <message>
        <source>below the alert</source>
        <translation>sous le seuil d’alerte</translation>
    </message>
    <message>
        <source>at 0</source>
        <translation>à 0</translation>
    </message>
    <message>
        <source>Longest stall: none (no interval below the alert).</source>
        <translation>Plus long décrochage : aucun (aucun intervalle sous le seuil d’alerte).</translation>
    </message>
    <message>
        <source>Longest stall: none (no interval at 0).</source>
        <translation>Plus long décrochage : aucun (aucun intervalle à 0).</translation>
    </message>
    <message>
        <source>Worst latency: %1 ms loaded round-trip median (run %2).</source>
        <translation>Pire latence : %1 ms d’aller-retour médian sous charge (essai %2).</translation>
    </message>
    <message>
        <source>Worst latency: n/a (no run measured latency).</source>
        <translation>Pire latence : n/d (aucun essai n’a mesuré la latence).</translation>
    </message>
</context>
<context>
    <name>bw::ui::OvernightWindow</name>
    <message>
        <source>Overnight run</source>
        <translation>Test de nuit</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Lancer</translation>
    </message>
    <message>
        <source>Run the main window&apos;s test against its peer at each tick until the time set in &quot;For&quot; has passed.</source>
        <translation>Lance le test de la fenêtre principale contre son pair à chaque créneau, jusqu’à ce que le temps réglé dans « Durée totale » soit écoulé.</translation>
    </message>
    <message>
        <source>S&amp;top</source>
        <translation>Arrê&amp;ter</translation>
    </message>
    <message>
        <source>Set the schedule, then press Start.</source>
        <translation>Réglez le planning, puis appuyez sur Lancer.</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Essai</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>Début</translation>
    </message>
    <message>
        <source>Upload</source>
        <translation>Envoi</translation>
    </message>
    <message>
        <source>Download</source>
        <translation>Réception</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Remarque</translation>
    </message>
    <message>
        <source>Both ways, one after the other</source>
        <translation>Dans les deux sens, l’un après l’autre</translation>
    </message>
    <message>
        <source>Both ways at once</source>
        <translation>Dans les deux sens en même temps</translation>
    </message>
    <message>
        <source>How far apart the runs start, for example 10 min. A run that takes longer delays the next one, and the ticks it overran are skipped.</source>
        <translation>L’écart entre les débuts des essais, par exemple 10 min. Un essai plus long retarde le suivant, et les créneaux qu’il a dépassés sont sautés.</translation>
    </message>
    <message>
        <source>How long the schedule lasts, for example 8 h. No run starts after it.</source>
        <translation>La durée du planning, par exemple 8 h. Aucun essai ne démarre au-delà.</translation>
    </message>
    <message>
        <source> Mbit/s</source>
        <translation> Mbit/s</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Désactivée</translation>
    </message>
    <message>
        <source>Flag each run whose mean falls below this rate, and count the intervals below it. Off: a stall is an interval at 0.</source>
        <translation>Signale chaque essai dont la moyenne passe sous ce débit, et compte les intervalles en dessous. Désactivée : un décrochage est un intervalle à 0.</translation>
    </message>
    <message>
        <source>&amp;Direction:</source>
        <translation>&amp;Sens :</translation>
    </message>
    <message>
        <source>&amp;Every:</source>
        <translation>&amp;Période :</translation>
    </message>
    <message>
        <source>&amp;For:</source>
        <translation>&amp;Durée totale :</translation>
    </message>
    <message>
        <source>&amp;Alert below:</source>
        <translation>&amp;Alerte sous :</translation>
    </message>
    <message>
        <source>The overnight run could not start: one is running already. Wait for it to end, or press Stop, then start again.</source>
        <translation>Le test de nuit n’a pas pu démarrer : un autre est déjà en cours. Attendez qu’il se termine, ou appuyez sur Arrêter, puis relancez.</translation>
    </message>
    <message>
        <source>–</source>
        <translation>–</translation>
    </message>
    <message>
        <source>Failed: %1</source>
        <translation>Échec : %1</translation>
    </message>
    <message>
        <source>Below the alert</source>
        <translation>Sous le seuil d’alerte</translation>
    </message>
    <message>
        <source>Every run and this summary are saved in %1.</source>
        <translation>Chaque essai et ce résumé sont enregistrés dans %1.</translation>
    </message>
    <message>
        <source>An overnight run tests one server, and the Address field names several: %1. Leave one of them there, then press Start again.</source>
        <translation>Une mesure de nuit teste un seul serveur, et le champ Adresse en nomme plusieurs : %1. Laissez-en un seul, puis appuyez de nouveau sur « Lancer ».</translation>
    </message>
</context>
<context>
    <name>bw::ui::PeerListPanel</name>
    <message>
        <source>Not searching.</source>
        <translation>Pas de recherche.</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>Rechercher</translation>
    </message>
    <message>
        <source>Search the local network for Benchwire servers now. The list also refreshes by itself while no test runs.</source>
        <translation>Recherche maintenant les serveurs Benchwire du réseau local. La liste se met aussi à jour d’elle-même tant qu’aucun test ne tourne.</translation>
    </message>
    <message>
        <source>The addresses the selected peer has. Choosing one fills the address field.</source>
        <translation>Les adresses du pair sélectionné. En choisir une remplit le champ d’adresse.</translation>
    </message>
    <message>
        <source>Search paused while a test runs.</source>
        <translation>Recherche en pause pendant un test.</translation>
    </message>
    <message>
        <source>Searching the local network…</source>
        <translation>Recherche sur le réseau local…</translation>
    </message>
    <message>
        <source>No Benchwire server answered (searched at %1).</source>
        <translation>Aucun serveur Benchwire n’a répondu (recherche à %1).</translation>
    </message>
    <message numerus="yes">
        <source>%n server(s) found, searched at %1.</source>
        <translation>
            <numerusform>%n serveur trouvé, recherche à %1.</numerusform>
            <numerusform>%n serveurs trouvés, recherche à %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 has no address on the subnet of this PC&apos;s %2 (%3), so a test from there would not run over that link. Choose one of its addresses, or another local interface:</source>
        <translation>%1 n’a aucune adresse dans le sous-réseau de %2 de ce PC (%3), un test depuis là ne passerait donc pas par ce lien. Choisissez l’une de ses adresses, ou une autre interface locale :</translation>
    </message>
    <message>
        <source>Choose an address of %1…</source>
        <translation>Choisir une adresse de %1…</translation>
    </message>
    <message>
        <source>Run the loopback self-test</source>
        <translation>Lancer l’autotest en boucle locale</translation>
    </message>
    <message>
        <source>Runs upload, download and simultaneous, two streams for 2 s each, against a private server on 127.0.0.1, and checks that both ends count the same bytes. The tests this PC serves go on.</source>
        <translation>Lance envoi, réception et simultané, deux flux pendant 2 s chacun, vers un serveur privé sur 127.0.0.1, et vérifie que les deux bouts comptent les mêmes octets. Les tests que ce PC sert continuent.</translation>
    </message>
    <message>
        <source>This is this PC&apos;s own server. A test over loopback (127.0.0.1) measures this PC alone: run the self-test here while it serves, or stop serving to run your own settings against it.</source>
        <translation>C’est le serveur de ce PC. Un test en boucle locale (127.0.0.1) ne mesure que ce PC : lancez ici l’autotest pendant qu’il sert, ou arrêtez de servir pour le tester avec vos propres réglages.</translation>
    </message>
    <message>
        <source>Self-test running: three runs of 2 s on 127.0.0.1…</source>
        <translation>Autotest en cours : trois passes de 2 s sur 127.0.0.1…</translation>
    </message>
    <message>
        <source>Self-test could not start its loopback server: %1. Check that loopback (127.0.0.1) is up and a port is free, then run it again.</source>
        <translation>L’autotest n’a pas pu démarrer son serveur en boucle locale : %1. Vérifiez que la boucle locale (127.0.0.1) est active et qu’un port est libre, puis relancez-le.</translation>
    </message>
    <message>
        <source>Self-test passed: every run moved data, and both ends counted the same bytes.</source>
        <translation>Autotest réussi : chaque passe a transféré des données et les deux bouts ont compté les mêmes octets.</translation>
    </message>
    <message numerus="yes">
        <source>Self-test failed in %n of %1 run(s). A failure here is in this PC or in Benchwire, not in the network: keep this text for a bug report.</source>
        <translation>
            <numerusform>Autotest échoué dans %n passe sur %1. Un échec ici vient de ce PC ou de Benchwire, pas du réseau : gardez ce texte pour un rapport de bogue.</numerusform>
            <numerusform>Autotest échoué dans %n passes sur %1. Un échec ici vient de ce PC ou de Benchwire, pas du réseau : gardez ce texte pour un rapport de bogue.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source> and </source>
        <translation> et </translation>
    </message>
    <message>
        <source>%1: failed, %2</source>
        <translation>%1 : échec, %2</translation>
    </message>
    <message>
        <source>Cannot search: %1. Check that a network interface is up, or type the peer&apos;s address.</source>
        <translation>Recherche impossible : %1. Vérifiez qu’une interface réseau est active, ou saisissez l’adresse du pair.</translation>
    </message>
    <message>
        <source>Benchwire servers on the local network that answered the search. Select one to fill in its address; Ctrl+click several to test them all at once.</source>
        <translation>Serveurs Benchwire du réseau local qui ont répondu à la recherche. Choisissez-en un pour remplir son adresse ; Ctrl+clic sur plusieurs pour les tester tous à la fois.</translation>
    </message>
    <message>
        <source>Left out, with no address on the subnet of this PC&apos;s %1: %2. Choose another local interface to include them.</source>
        <translation>Laissés de côté, sans adresse sur le sous-réseau de %1 de ce PC : %2. Choisissez une autre interface locale pour les inclure.</translation>
    </message>
    <message>
        <source>Add to plan</source>
        <translation>Ajouter au plan</translation>
    </message>
    <message>
        <source>Select servers that accept remote control (Remote: yes) to add them to a plan as endpoints.</source>
        <translation>Sélectionnez des serveurs qui acceptent le contrôle à distance (Distant : oui) pour les ajouter à un plan comme points de terminaison.</translation>
    </message>
    <message>
        <source>%1 does not accept remote control. On that machine, tick &quot;Allow remote control&quot; in Serve mode, or start benchwire-cli -s with --control-key; or select only servers with Remote: yes.</source>
        <translation>%1 n’accepte pas le contrôle à distance. Sur cette machine, cochez « Autoriser le contrôle à distance » en mode Serveur, ou lancez benchwire-cli -s avec --control-key ; ou sélectionnez seulement des serveurs avec Distant : oui.</translation>
    </message>
    <message>
        <source>Adds the selected servers to the plan as endpoints. The plan needs each one&apos;s code.</source>
        <translation>Ajoute les serveurs sélectionnés au plan comme points de terminaison. Le plan a besoin du code de chacun.</translation>
    </message>
</context>
<context>
    <name>bw::ui::PeerModel</name>
    <message>
        <source>%1 (via %2)</source>
        <translation>%1 (via %2)</translation>
    </message>
    <message>
        <source>%1, port %2
Answered from: %3</source>
        <translation>%1, port %2
A répondu depuis : %3</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>OS</source>
        <translation>OS</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>Version</translation>
    </message>
    <message>
        <source>State</source>
        <translation>État</translation>
    </message>
    <message>
        <source>Link</source>
        <translation>Lien</translation>
    </message>
    <message>
        <source>Last seen</source>
        <translation>Vu pour la dernière fois</translation>
    </message>
    <message>
        <source>Idle</source>
        <translation>Libre</translation>
    </message>
    <message>
        <source>Busy</source>
        <translation>Occupé</translation>
    </message>
    <message>
        <source>Busy (%1 s)</source>
        <translation>Occupé (%1 s)</translation>
    </message>
    <message>
        <source>just now</source>
        <translation>à l’instant</translation>
    </message>
    <message numerus="yes">
        <source>%n s ago</source>
        <translation>
            <numerusform>il y a %n s</numerusform>
            <numerusform>il y a %n s</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n min ago</source>
        <translation>
            <numerusform>il y a %n min</numerusform>
            <numerusform>il y a %n min</numerusform>
        </translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>inconnu</translation>
    </message>
    <message>
        <source> · its firewall blocks TCP and UDP %1</source>
        <translation> · son pare-feu bloque TCP et UDP %1</translation>
    </message>
    <message>
        <source> · its firewall blocks %1 %2</source>
        <translation> · son pare-feu bloque %1 %2</translation>
    </message>
    <message>
        <source>%1 (this computer)</source>
        <translation>%1 (cet ordinateur)</translation>
    </message>
    <message>
        <source>Serving here</source>
        <translation>Sert ici</translation>
    </message>
    <message>
        <source>This computer&apos;s own server (Serve is on). A test against it runs over loopback, 127.0.0.1, and measures this PC alone.</source>
        <translation>Le serveur de cet ordinateur (Servir est actif). Un test contre lui passe par la boucle locale, 127.0.0.1, et ne mesure que ce PC.</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>oui</translation>
    </message>
    <message>
        <source>Remote</source>
        <translation>Distant</translation>
    </message>
    <message>
        <source>Accepts remote control: a console with its code may run tests from it. Right-click, Add to plan.</source>
        <translation>Accepte le contrôle à distance : une console avec son code peut lancer des tests depuis lui. Clic droit, Ajouter au plan.</translation>
    </message>
    <message>
        <source>No remote control: on that machine, tick &quot;Allow remote control&quot; in Serve mode, or start benchwire-cli -s with --control-key.</source>
        <translation>Pas de contrôle à distance : sur cette machine, cochez « Autoriser le contrôle à distance » en mode Serveur, ou lancez benchwire-cli -s avec --control-key.</translation>
    </message>
</context>
<context>
    <name>bw::ui::PeerPanel</name>
    <message>
        <source>Peer</source>
        <translation>Pair</translation>
    </message>
    <message>
        <source>The peer&apos;s test port (TCP and UDP). Serve mode listens on it too.</source>
        <translation>Le port de test du pair (TCP et UDP). Le mode Serveur l’écoute aussi.</translation>
    </message>
    <message>
        <source>Serve</source>
        <translation>Serveur</translation>
    </message>
    <message>
        <source>Make this app a Benchwire server on the port, so another machine can test against it.</source>
        <translation>Fait de cette application un serveur Benchwire sur le port, pour qu’une autre machine puisse la tester.</translation>
    </message>
    <message>
        <source>The local interface and address the test runs from. The run binds to it, so Ethernet and Wi-Fi can be compared without pulling a cable.</source>
        <translation>L’interface et l’adresse locales d’où part le test. Le test s’y lie, ce qui permet de comparer Ethernet et Wi-Fi sans débrancher de câble.</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>Actualiser</translation>
    </message>
    <message>
        <source>Read the list of interfaces and addresses again.</source>
        <translation>Relit la liste des interfaces et des adresses.</translation>
    </message>
    <message>
        <source>P&amp;ort:</source>
        <translation>P&amp;ort :</translation>
    </message>
    <message>
        <source>&amp;Local:</source>
        <translation>&amp;Local :</translation>
    </message>
    <message>
        <source>&amp;Address:</source>
        <translation>&amp;Adresse :</translation>
    </message>
    <message>
        <source>any interface</source>
        <translation>toute interface</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Vérifier</translation>
    </message>
    <message>
        <source>Check that the peer&apos;s test port is reachable over TCP and UDP, and what blocks it when not. Takes a few seconds.</source>
        <translation>Vérifie que le port de test du pair est joignable en TCP et en UDP, et ce qui le bloque sinon. Prend quelques secondes.</translation>
    </message>
    <message>
        <source>Type the peer&apos;s address first.</source>
        <translation>Saisissez d’abord l’adresse du pair.</translation>
    </message>
    <message>
        <source>Checking %1 port %2...</source>
        <translation>Vérification de %1 port %2...</translation>
    </message>
    <message>
        <source>Stop serving</source>
        <translation>Arrêter le serveur</translation>
    </message>
    <message>
        <source>Stop the server. A test it is serving ends at once.</source>
        <translation>Arrête le serveur. Un test en cours se termine aussitôt.</translation>
    </message>
    <message>
        <source>This subnet only</source>
        <translation>Ce sous-réseau uniquement</translation>
    </message>
    <message>
        <source>Serve only clients on the subnet of the local address below (with &quot;Any&quot;: on the subnets of this PC&apos;s addresses); others are refused at once.</source>
        <translation>Ne servir que les clients du sous-réseau de l’adresse locale ci-dessous (avec « Toute » : des sous-réseaux des adresses de ce PC) ; les autres sont refusés immédiatement.</translation>
    </message>
    <message>
        <source>Allow through firewall…</source>
        <translation>Autoriser dans le pare-feu…</translation>
    </message>
    <message>
        <source>Shows the commands that open the test port (TCP and UDP only) on a firewall: run them here, or copy them for the peer.</source>
        <translation>Affiche les commandes qui ouvrent le port de test (TCP et UDP uniquement) dans un pare-feu : exécutez-les ici, ou copiez-les pour le pair.</translation>
    </message>
    <message>
        <source>1 client at once</source>
        <translation>1 client à la fois</translation>
    </message>
    <message>
        <source> clients at once</source>
        <translation> clients à la fois</translation>
    </message>
    <message>
        <source>How many clients Serve mode serves at the same time, each with a test of its own, such as several laptops on one access point. A client beyond that hears that the server is busy. With more than one, a table under Serve shows each client&apos;s rate and their sum.</source>
        <translation>Le nombre de clients que le mode Serveur sert en même temps, chacun avec son propre test, par exemple plusieurs portables sur un même point d’accès. Un client au-delà apprend que le serveur est occupé. Au-delà d’un client, un tableau sous « Serveur » affiche le débit de chaque client et leur somme.</translation>
    </message>
    <message>
        <source>Ser&amp;ving:</source>
        <translation>Serv&amp;eur :</translation>
    </message>
    <message>
        <source>Host name or IP address, or several: a, b</source>
        <translation>Nom d&apos;hôte ou adresse IP, ou plusieurs : a, b</translation>
    </message>
    <message>
        <source>The machine that runs &quot;benchwire-cli -s&quot; or Benchwire in Serve mode. The list holds the peers you tested against recently.
Several servers, separated by commas (or Ctrl+click them in the list below), run one test to each at once with one start: a line per server and their sum.</source>
        <translation>La machine qui exécute « benchwire-cli -s » ou Benchwire en mode Serveur. La liste contient les pairs testés récemment.
Plusieurs serveurs, séparés par des virgules (ou choisis par Ctrl+clic dans la liste ci-dessous), font un test vers chacun à la fois avec un seul départ : une ligne par serveur et leur somme.</translation>
    </message>
    <message>
        <source>The check takes one server: leave one address to check it, or check each in turn.</source>
        <translation>La vérification porte sur un seul serveur : laissez une seule adresse pour le vérifier, ou vérifiez-les l&apos;un après l&apos;autre.</translation>
    </message>
</context>
<context>
    <name>bw::ui::PlanEditor</name>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Endpoint</source>
        <translation>Point de terminaison</translation>
    </message>
    <message>
        <source>Control key</source>
        <translation>Clé de contrôle</translation>
    </message>
    <message>
        <source>Target server</source>
        <translation>Serveur cible</translation>
    </message>
    <message>
        <source>Direction</source>
        <translation>Sens</translation>
    </message>
    <message>
        <source>Streams</source>
        <translation>Flux</translation>
    </message>
    <message>
        <source>Protocol</source>
        <translation>Protocole</translation>
    </message>
    <message>
        <source>Rate (bits/s)</source>
        <translation>Débit (bit/s)</translation>
    </message>
    <message>
        <source>A server started with benchwire-cli -s --control-key: host or host:port</source>
        <translation>Un serveur lancé avec benchwire-cli -s --control-key : hôte ou hôte:port</translation>
    </message>
    <message>
        <source>The server the endpoint tests against: host or host:port, as the endpoint reaches it</source>
        <translation>Le serveur que le point de terminaison teste : hôte ou hôte:port, tel que le point de terminaison le joint</translation>
    </message>
    <message>
        <source>Upload: the endpoint sends. Download: the target server sends.</source>
        <translation>Envoi : le point de terminaison envoie. Réception : le serveur cible envoie.</translation>
    </message>
    <message>
        <source>Bits per second, like 200M or 500K; empty: as fast as it goes (TCP) or 1M (UDP)</source>
        <translation>Bits par seconde, comme 200M ou 500K ; vide : aussi vite que possible (TCP) ou 1M (UDP)</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>Duration:</source>
        <translation>Durée :</translation>
    </message>
    <message>
        <source>Interval:</source>
        <translation>Intervalle :</translation>
    </message>
    <message>
        <source>Upload</source>
        <translation>Envoi</translation>
    </message>
    <message>
        <source>Download</source>
        <translation>Réception</translation>
    </message>
    <message>
        <source>TCP</source>
        <translation>TCP</translation>
    </message>
    <message>
        <source>UDP</source>
        <translation>UDP</translation>
    </message>
    <message>
        <source>pair %1</source>
        <translation>paire %1</translation>
    </message>
    <message>
        <source>Pair %1 has no endpoint.</source>
        <translation>La paire %1 n'a pas de point de terminaison.</translation>
    </message>
    <message>
        <source>Type the endpoint&apos;s address in its Endpoint cell: host or host:port.</source>
        <translation>Saisissez l'adresse du point de terminaison dans sa cellule Point de terminaison : hôte ou hôte:port.</translation>
    </message>
    <message>
        <source>Pair %1: the endpoint &quot;%2&quot; has a bad port.</source>
        <translation>Paire %1 : le point de terminaison « %2 » a un port incorrect.</translation>
    </message>
    <message>
        <source>Write host or host:port, with a port from 1 to 65535.</source>
        <translation>Écrivez hôte ou hôte:port, avec un port de 1 à 65535.</translation>
    </message>
    <message>
        <source>Pair %1 has no target server.</source>
        <translation>La paire %1 n'a pas de serveur cible.</translation>
    </message>
    <message>
        <source>Type the server the endpoint tests against in its Target server cell: host or host:port.</source>
        <translation>Saisissez le serveur que teste le point de terminaison dans sa cellule Serveur cible : hôte ou hôte:port.</translation>
    </message>
    <message>
        <source>Pair %1: the target &quot;%2&quot; has a bad port.</source>
        <translation>Paire %1 : la cible « %2 » a un port incorrect.</translation>
    </message>
    <message>
        <source>Pair %1 in the list has no name.</source>
        <translation>La paire %1 de la liste n'a pas de nom.</translation>
    </message>
    <message>
        <source>Type a name in its Name cell.</source>
        <translation>Saisissez un nom dans sa cellule Nom.</translation>
    </message>
    <message>
        <source>Pair %1 has no control key.</source>
        <translation>La paire %1 n'a pas de clé de contrôle.</translation>
    </message>
    <message>
        <source>Type the key its endpoint was started with (benchwire-cli -s --control-key) in its Control key cell.</source>
        <translation>Saisissez la clé avec laquelle son point de terminaison a été lancé (benchwire-cli -s --control-key) dans sa cellule Clé de contrôle.</translation>
    </message>
    <message>
        <source>Pair %1: &quot;%2&quot; is not a rate.</source>
        <translation>Paire %1 : « %2 » n'est pas un débit.</translation>
    </message>
    <message>
        <source>Type bits per second, like 200M or 500K, or leave the cell empty.</source>
        <translation>Saisissez des bits par seconde, comme 200M ou 500K, ou laissez la cellule vide.</translation>
    </message>
    <message>
        <source>The plan has no pairs.</source>
        <translation>Le plan n'a aucune paire.</translation>
    </message>
    <message>
        <source>Add a pair with Add pair, or load a plan with Load plan…</source>
        <translation>Ajoutez une paire avec Ajouter une paire, ou chargez un plan avec Charger un plan…</translation>
    </message>
    <message>
        <source>%1 pairs are more than the window runs at once (at most %2).</source>
        <translation>%1 paires, c'est plus que ce que la fenêtre exécute à la fois (au plus %2).</translation>
    </message>
    <message>
        <source>Remove some pairs, and run them in a second plan.</source>
        <translation>Retirez des paires, et exécutez-les dans un second plan.</translation>
    </message>
    <message>
        <source>Two pairs are named %1.</source>
        <translation>Deux paires sont nommées %1.</translation>
    </message>
    <message>
        <source>Give each pair its own name.</source>
        <translation>Donnez à chaque paire son propre nom.</translation>
    </message>
</context>
<context>
    <name>bw::ui::PlanResults</name>
    <message>
        <source>Pair</source>
        <translation>Paire</translation>
    </message>
    <message>
        <source>State</source>
        <translation>État</translation>
    </message>
    <message>
        <source>Rate</source>
        <translation>Débit</translation>
    </message>
    <message>
        <source>Bytes</source>
        <translation>Octets</translation>
    </message>
    <message>
        <source>While running: the last interval&apos;s rate; at the end: the mean over the measured intervals, received where known</source>
        <translation>Pendant l'exécution : le débit du dernier intervalle ; à la fin : la moyenne sur les intervalles mesurés, reçue si connue</translation>
    </message>
    <message>
        <source>1 when every pair got the same rate, 1/n when one pair got it all</source>
        <translation>1 quand chaque paire a eu le même débit, 1/n quand une seule paire a tout eu</translation>
    </message>
    <message>
        <source>The widest gap between two pairs&apos; data starts, on the console&apos;s clock (each endpoint&apos;s clock offset taken out)</source>
        <translation>Le plus grand écart entre les débuts de données de deux paires, sur l'horloge de la console (décalage d'horloge de chaque point de terminaison retiré)</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>Connexion…</translation>
    </message>
    <message>
        <source>Sum</source>
        <translation>Somme</translation>
    </message>
    <message>
        <source>Jain&apos;s index across pairs: –</source>
        <translation>Indice de Jain entre les paires : –</translation>
    </message>
    <message>
        <source>Start skew: –</source>
        <translation>Décalage de départ : –</translation>
    </message>
    <message>
        <source>Warming up</source>
        <translation>Mise en route</translation>
    </message>
    <message>
        <source>Measuring</source>
        <translation>Mesure</translation>
    </message>
    <message>
        <source>Stopped</source>
        <translation>Arrêtée</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Terminée</translation>
    </message>
    <message>
        <source>Every pair ended whole</source>
        <translation>Chaque paire est allée au bout</translation>
    </message>
    <message>
        <source>No sum: a pair did not end whole; see the message above</source>
        <translation>Pas de somme : une paire n'est pas allée au bout ; voir le message ci-dessus</translation>
    </message>
    <message>
        <source>Jain&apos;s index across pairs: %1</source>
        <translation>Indice de Jain entre les paires : %1</translation>
    </message>
    <message>
        <source>Start skew: %1 ms</source>
        <translation>Décalage de départ : %1 ms</translation>
    </message>
</context>
<context>
    <name>bw::ui::PlanWindow</name>
    <message>
        <source>Plan: pairs between endpoints</source>
        <translation>Plan : paires entre points de terminaison</translation>
    </message>
    <message>
        <source>Add a pair per endpoint, or load a plan, then press Start.</source>
        <translation>Ajoutez une paire par point de terminaison, ou chargez un plan, puis appuyez sur Démarrer.</translation>
    </message>
    <message>
        <source>Add pair</source>
        <translation>Ajouter une paire</translation>
    </message>
    <message>
        <source>Remove pair</source>
        <translation>Retirer la paire</translation>
    </message>
    <message>
        <source>Load plan…</source>
        <translation>Charger un plan…</translation>
    </message>
    <message>
        <source>Save plan…</source>
        <translation>Enregistrer le plan…</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Démarrer</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Arrêter</translation>
    </message>
    <message>
        <source>Load plan</source>
        <translation>Charger un plan</translation>
    </message>
    <message>
        <source>Plans (*.json);;All files (*)</source>
        <translation>Plans (*.json);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Save plan</source>
        <translation>Enregistrer le plan</translation>
    </message>
    <message>
        <source>Cannot open %1.</source>
        <translation>Impossible d'ouvrir %1.</translation>
    </message>
    <message>
        <source>Check the file&apos;s name, and that you may read it.</source>
        <translation>Vérifiez le nom du fichier, et que vous pouvez le lire.</translation>
    </message>
    <message>
        <source>%1 is not a plan this version can run.</source>
        <translation>%1 n'est pas un plan que cette version peut exécuter.</translation>
    </message>
    <message>
        <source>Correct the place the detail names, and load it again.</source>
        <translation>Corrigez l'endroit que le détail nomme, et chargez-le de nouveau.</translation>
    </message>
    <message numerus="yes">
        <source>Loaded %n pairs from %1.</source>
        <translation>
            <numerusform>%n paire chargée depuis %1.</numerusform>
            <numerusform>%n paires chargées depuis %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot save the plan to %1.</source>
        <translation>Impossible d'enregistrer le plan dans %1.</translation>
    </message>
    <message>
        <source>Choose a folder you may write to.</source>
        <translation>Choisissez un dossier où vous pouvez écrire.</translation>
    </message>
    <message>
        <source>Saved the plan to %1.</source>
        <translation>Plan enregistré dans %1.</translation>
    </message>
    <message numerus="yes">
        <source>Connecting to %n endpoints, then starting every pair at once…</source>
        <translation>
            <numerusform>Connexion à %n point de terminaison, puis départ de toutes les paires à la fois…</numerusform>
            <numerusform>Connexion à %n points de terminaison, puis départ de toutes les paires à la fois…</numerusform>
        </translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation>Arrêt en cours…</translation>
    </message>
    <message numerus="yes">
        <source>Measuring, sum of %n pairs: %1</source>
        <translation>
            <numerusform>Mesure, somme de %n paire : %1</numerusform>
            <numerusform>Mesure, somme de %n paires : %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Pair %1: the endpoint %2 refused it.</source>
        <translation>Paire %1 : le point de terminaison %2 l'a refusée.</translation>
    </message>
    <message>
        <source>Check the pair&apos;s control key against the one %1 was started with (benchwire-cli -s --control-key), and its limits, then start again.</source>
        <translation>Vérifiez la clé de contrôle de la paire par rapport à celle avec laquelle %1 a été lancé (benchwire-cli -s --control-key), et ses limites, puis redémarrez.</translation>
    </message>
    <message>
        <source>Pair %1: %2</source>
        <translation>Paire %1 : %2</translation>
    </message>
    <message>
        <source>%1 The other pairs were stopped.</source>
        <translation>%1 Les autres paires ont été arrêtées.</translation>
    </message>
    <message>
        <source>Not started: another pair could not start</source>
        <translation>Non démarrée : une autre paire n'a pas pu démarrer</translation>
    </message>
    <message>
        <source>Pair %1 failed, and the others were stopped: see the message above.</source>
        <translation>La paire %1 a échoué, et les autres ont été arrêtées : voir le message ci-dessus.</translation>
    </message>
    <message numerus="yes">
        <source>Stopped: %n pairs ran at once.</source>
        <translation>
            <numerusform>Arrêté : %n paire exécutée.</numerusform>
            <numerusform>Arrêté : %n paires exécutées à la fois.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Done: %n pairs ran at once.</source>
        <translation>
            <numerusform>Terminé : %n paire exécutée.</numerusform>
            <numerusform>Terminé : %n paires exécutées à la fois.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>bw::ui::RemoteControlBox</name>
    <message>
        <source>A console (another Benchwire&apos;s plan, or benchwire-cli --plan) that gives this code may have this PC run one side of a test against another server, within Serve mode&apos;s limits. Off: no console can.</source>
        <translation>Une console (le plan d’un autre Benchwire, ou benchwire-cli --plan) qui donne ce code peut faire exécuter à ce PC un côté d’un test vers un autre serveur, dans les limites du mode Serveur. Désactivé : aucune console ne le peut.</translation>
    </message>
    <message>
        <source>Make a new code. From then on, consoles must give the new one.</source>
        <translation>Créer un nouveau code. Dès lors, les consoles doivent donner le nouveau.</translation>
    </message>
    <message>
        <source>Allow remote control</source>
        <translation>Autoriser le contrôle à distance</translation>
    </message>
    <message>
        <source>The code a console types as this PC&apos;s key. Dashes and case do not matter. Anyone with it can start tests from this PC while it serves: give it only to the console.</source>
        <translation>Le code qu’une console saisit comme clé de ce PC. Les tirets et la casse ne comptent pas. Quiconque l’a peut lancer des tests depuis ce PC tant qu’il sert : ne le donnez qu’à la console.</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Copier</translation>
    </message>
    <message>
        <source>Copy the code to the clipboard.</source>
        <translation>Copier le code dans le presse-papiers.</translation>
    </message>
    <message>
        <source>New code</source>
        <translation>Nouveau code</translation>
    </message>
    <message>
        <source>Stop serving to change this: the server keeps the code it started with.</source>
        <translation>Arrêtez le serveur pour changer ceci : le serveur garde le code avec lequel il a démarré.</translation>
    </message>
</context>
<context>
    <name>bw::ui::ReportContent</name>
    <message>
        <source>Benchwire report: %1</source>
        <translation>Rapport Benchwire : %1</translation>
    </message>
    <message numerus="yes">
        <source>Benchwire report: %n results</source>
        <translation>
            <numerusform>Rapport Benchwire : %n résultat</numerusform>
            <numerusform>Rapport Benchwire : %n résultats</numerusform>
        </translation>
    </message>
    <message>
        <source>Benchwire %1 · made %2</source>
        <translation>Benchwire %1 · créé le %2</translation>
    </message>
    <message>
        <source>Comparison</source>
        <translation>Comparaison</translation>
    </message>
    <message>
        <source>Differences are against %1.</source>
        <translation>Les écarts sont calculés par rapport à %1.</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>Mesure</translation>
    </message>
</context>
<context>
    <name>bw::ui::ReportWriter</name>
    <message>
        <source>%1: a report is HTML or PDF; give a file name that ends in .html or .pdf.</source>
        <translation>%1 : un rapport est en HTML ou en PDF ; donnez un nom de fichier qui se termine par .html ou .pdf.</translation>
    </message>
    <message>
        <source>A report holds 1 to %1 results; %2 were given. Choose fewer results.</source>
        <translation>Un rapport contient de 1 à %1 résultats ; %2 ont été donnés. Choisissez moins de résultats.</translation>
    </message>
    <message>
        <source>--report needs -o FILE: the report to write, ending in .html or .pdf.</source>
        <translation>--report demande -o FICHIER : le rapport à écrire, se terminant par .html ou .pdf.</translation>
    </message>
    <message>
        <source>--report takes 1 to %1 result files; %2 were given.</source>
        <translation>--report prend de 1 à %1 fichiers de résultats ; %2 ont été donnés.</translation>
    </message>
</context>
<context>
    <name>bw::ui::ResultsModel</name>
    <message>
        <source>Upload (this PC → peer)</source>
        <translation>Envoi (ce PC → pair)</translation>
    </message>
    <message>
        <source>Download (peer → this PC)</source>
        <translation>Réception (pair → ce PC)</translation>
    </message>
    <message>
        <source>Step %1, %2: %3</source>
        <translation>Palier %1, %2 : %3</translation>
    </message>
    <message>
        <source>n/a</source>
        <translation>n/d</translation>
    </message>
    <message>
        <source>this PC</source>
        <translation>ce PC</translation>
    </message>
    <message>
        <source>peer</source>
        <translation>pair</translation>
    </message>
    <message>
        <source>%1 % (%2)</source>
        <translation>%1 % (%2)</translation>
    </message>
    <message>
        <source>%1 % (%2), busiest core %3 %</source>
        <translation>%1 % (%2), cœur le plus chargé %3 %</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>%1 of %2 (%3 %)</source>
        <translation>%1 sur %2 (%3 %)</translation>
    </message>
    <message>
        <source>%1 out of order, %2 duplicates</source>
        <translation>%1 hors ordre, %2 doublons</translation>
    </message>
    <message>
        <source>send %1, receive %2</source>
        <translation>envoi %1, réception %2</translation>
    </message>
    <message>
        <source>%1 streams, %2 threads</source>
        <translation>%1 flux, %2 threads</translation>
    </message>
    <message>
        <source>%1 streams, Auto threads (up to %2)</source>
        <translation>%1 flux, threads auto (jusqu’à %2)</translation>
    </message>
    <message>
        <source>Auto</source>
        <translation>Auto</translation>
    </message>
    <message>
        <source>Mean (received)</source>
        <translation>Moyenne (reçu)</translation>
    </message>
    <message>
        <source>Minimum</source>
        <translation>Minimum</translation>
    </message>
    <message>
        <source>Maximum</source>
        <translation>Maximum</translation>
    </message>
    <message>
        <source>Standard deviation</source>
        <translation>Écart type</translation>
    </message>
    <message>
        <source>Sender&apos;s rate</source>
        <translation>Débit de l’émetteur</translation>
    </message>
    <message>
        <source>Bytes received</source>
        <translation>Octets reçus</translation>
    </message>
    <message>
        <source>Bytes sent</source>
        <translation>Octets envoyés</translation>
    </message>
    <message>
        <source>Retransmits</source>
        <translation>Retransmissions</translation>
    </message>
    <message>
        <source>Mean RTT</source>
        <translation>RTT moyen</translation>
    </message>
    <message>
        <source>Datagrams lost</source>
        <translation>Datagrammes perdus</translation>
    </message>
    <message>
        <source>Jitter</source>
        <translation>Gigue</translation>
    </message>
    <message>
        <source>Reordering</source>
        <translation>Réordonnancement</translation>
    </message>
    <message>
        <source>CPU, sending host</source>
        <translation>CPU, hôte émetteur</translation>
    </message>
    <message>
        <source>CPU, receiving host</source>
        <translation>CPU, hôte récepteur</translation>
    </message>
    <message>
        <source>Cycles/byte, sender</source>
        <translation>Cycles/octet, émetteur</translation>
    </message>
    <message>
        <source>Cycles/byte, receiver</source>
        <translation>Cycles/octet, récepteur</translation>
    </message>
    <message>
        <source>Streams and threads</source>
        <translation>Flux et threads</translation>
    </message>
    <message>
        <source>Buffer size</source>
        <translation>Taille du tampon</translation>
    </message>
    <message>
        <source>Socket window asked</source>
        <translation>Fenêtre de socket demandée</translation>
    </message>
    <message>
        <source>Socket buffers applied, this PC</source>
        <translation>Tampons de socket appliqués, ce PC</translation>
    </message>
    <message>
        <source>Socket buffers applied, peer</source>
        <translation>Tampons de socket appliqués, pair</translation>
    </message>
    <message>
        <source>Goodput the receiving side counted, over the measured intervals (warm-up excluded).</source>
        <translation>Débit utile compté par le côté récepteur, sur les intervalles mesurés (préchauffage exclu).</translation>
    </message>
    <message>
        <source>Bytes the sending side wrote, divided by the measured time.</source>
        <translation>Octets écrits par le côté émetteur, divisés par la durée mesurée.</translation>
    </message>
    <message>
        <source>From the sender&apos;s TCP statistics; n/a where the OS does not report them.</source>
        <translation>D’après les statistiques TCP de l’émetteur ; n/d quand le système ne les fournit pas.</translation>
    </message>
    <message>
        <source>UDP: datagrams the receiver missed, of those it expected from the sequence numbers (measured intervals).</source>
        <translation>UDP : datagrammes manqués par le récepteur, parmi ceux attendus d’après les numéros de séquence (intervalles mesurés).</translation>
    </message>
    <message>
        <source>UDP: interarrival jitter (RFC 3550), the variation of the transit time; no clock synchronization needed.</source>
        <translation>UDP : gigue d’inter-arrivée (RFC 3550), la variation du temps de transit ; aucune synchronisation d’horloge nécessaire.</translation>
    </message>
    <message>
        <source>UDP: datagrams that arrived after a later one, and datagrams that arrived twice. Neither counts as lost.</source>
        <translation>UDP : datagrammes arrivés après un plus récent, et datagrammes arrivés deux fois. Aucun ne compte comme perdu.</translation>
    </message>
    <message>
        <source>Whole-system CPU use of that host during the measured time, and the mean use of its busiest core: one core near 100 % limits a single stream even when the host as a whole looks idle.</source>
        <translation>Utilisation CPU de tout le système de cet hôte pendant la durée mesurée, et utilisation moyenne de son cœur le plus chargé : un cœur proche de 100 % limite un flux unique même quand l’hôte semble inactif dans l’ensemble.</translation>
    </message>
    <message>
        <source>Busy CPU cycles of the host per byte moved: lower is more efficient.</source>
        <translation>Cycles CPU occupés de l’hôte par octet transféré : plus bas est plus efficace.</translation>
    </message>
    <message>
        <source>The socket buffer sizes the operating system actually applied.</source>
        <translation>Les tailles de tampon de socket réellement appliquées par le système d’exploitation.</translation>
    </message>
    <message>
        <source>The settings the test ran with.</source>
        <translation>Les réglages avec lesquels le test a tourné.</translation>
    </message>
    <message>
        <source>Sent from here to %1</source>
        <translation>Émis d’ici vers %1</translation>
    </message>
    <message>
        <source>Received here from %1</source>
        <translation>Reçu ici depuis %1</translation>
    </message>
    <message>
        <source>client</source>
        <translation>client</translation>
    </message>
    <message>
        <source>Latency, idle</source>
        <translation>Latence, au repos</translation>
    </message>
    <message>
        <source>Latency, loaded</source>
        <translation>Latence, sous charge</translation>
    </message>
    <message>
        <source>Added latency</source>
        <translation>Latence ajoutée</translation>
    </message>
    <message>
        <source>Probes lost</source>
        <translation>Sondes perdues</translation>
    </message>
    <message>
        <source>Link, this PC</source>
        <translation>Lien, ce PC</translation>
    </message>
    <message>
        <source>Link, client</source>
        <translation>Lien, client</translation>
    </message>
    <message>
        <source>Link, peer</source>
        <translation>Lien, pair</translation>
    </message>
    <message>
        <source>Round trip of the latency probes (light UDP packets on the test port, native peers only): before the load (idle) and during this phase&apos;s load.</source>
        <translation>Aller-retour des sondes de latence (petits paquets UDP sur le port de test, pairs natifs uniquement) : avant la charge (au repos) et pendant la charge de cette phase.</translation>
    </message>
    <message>
        <source>How much the load added to the idle round trip (medians), and each way where the two clocks could be related.</source>
        <translation>Ce que la charge a ajouté à l’aller-retour au repos (médianes), et dans chaque sens là où les deux horloges ont pu être reliées.</translation>
    </message>
    <message>
        <source>The network link each end used, as its OS reported it at the start: kind, speed and duplex, or the Wi-Fi band, channel, width, PHY rates and signal.</source>
        <translation>Le lien réseau utilisé par chaque extrémité, tel que son système l’indiquait au début : type, vitesse et duplex, ou la bande Wi-Fi, le canal, la largeur, les débits PHY et le signal.</translation>
    </message>
    <message>
        <source>Latency, one way</source>
        <translation>Latence, aller simple</translation>
    </message>
    <message>
        <source>The probes&apos; delay each way under this phase&apos;s load. It needs the two clocks&apos; offset, estimated from the fastest probes to within 1 ms; where it is not, this row says why instead of guessing.</source>
        <translation>Le délai des sondes dans chaque sens sous la charge de cette phase. Il faut le décalage des deux horloges, estimé à 1 ms près à partir des sondes les plus rapides ; sinon, cette ligne dit pourquoi au lieu de deviner.</translation>
    </message>
    <message>
        <source>n/a: %1</source>
        <translation>n/d : %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n stream(s), as sent)</source>
        <translation>
            <numerusform>%1 (%n flux, compté à l’envoi)</numerusform>
            <numerusform>%1 (%n flux, comptés à l’envoi)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n stream(s), as received)</source>
        <translation>
            <numerusform>%1 (%n flux, compté à la réception)</numerusform>
            <numerusform>%1 (%n flux, comptés à la réception)</numerusform>
        </translation>
    </message>
    <message>
        <source>Stream fairness (Jain)</source>
        <translation>Équité des flux (Jain)</translation>
    </message>
    <message>
        <source>Jain&apos;s fairness index of the streams&apos; bytes over the measured time, as this end counted them: 1 when every stream moved the same, 1/n when one stream moved everything.</source>
        <translation>L’indice d’équité de Jain des octets des flux sur la durée mesurée, tels que cette extrémité les a comptés : 1 quand chaque flux a transféré autant, 1/n quand un seul flux a tout transféré.</translation>
    </message>
</context>
<context>
    <name>bw::ui::ReviewPlanEditor</name>
    <message>
        <source>Step</source>
        <translation>Étape</translation>
    </message>
    <message>
        <source>Repeats</source>
        <translation>Répétitions</translation>
    </message>
    <message>
        <source>The sequence, run from top to bottom against the peer.</source>
        <translation>La séquence, exécutée de haut en bas contre le pair.</translation>
    </message>
    <message>
        <source>&amp;Add step</source>
        <translation>&amp;Ajouter une étape</translation>
    </message>
    <message>
        <source>&amp;Remove step</source>
        <translation>&amp;Retirer l’étape</translation>
    </message>
    <message>
        <source>De&amp;faults</source>
        <translation>Par dé&amp;faut</translation>
    </message>
    <message>
        <source>TCP upload, download and simultaneous, 3 times each, then the UDP highest clean rate.</source>
        <translation>Envoi, réception et simultané en TCP, 3 fois chacun, puis le débit UDP propre le plus élevé.</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>How long each TCP run measures. The other settings (streams, buffers, warm-up) are the main window&apos;s.</source>
        <translation>Durée de mesure de chaque essai TCP. Les autres réglages (flux, tampons, préchauffage) sont ceux de la fenêtre principale.</translation>
    </message>
    <message>
        <source>&amp;Duration per run:</source>
        <translation>&amp;Durée par essai :</translation>
    </message>
</context>
<context>
    <name>bw::ui::ReviewRunner</name>
    <message numerus="yes">
        <source>Review stopped after %n run(s).</source>
        <translation>
            <numerusform>Série arrêtée après %n essai.</numerusform>
            <numerusform>Série arrêtée après %n essais.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Review done: %n run(s).</source>
        <translation>
            <numerusform>Série terminée : %n essai.</numerusform>
            <numerusform>Série terminée : %n essais.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, run %2 of %3</source>
        <translation>%1, essai %2 sur %3</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>The run could not start: a test is already running. Wait for it to end, then start the review again.</source>
        <translation>La passe n’a pas pu démarrer : un test est déjà en cours. Attendez qu’il se termine, puis relancez la revue.</translation>
    </message>
</context>
<context>
    <name>bw::ui::ReviewText</name>
    <message>
        <source>TCP upload</source>
        <translation>Envoi TCP</translation>
    </message>
    <message>
        <source>TCP download</source>
        <translation>Réception TCP</translation>
    </message>
    <message>
        <source>TCP simultaneous</source>
        <translation>TCP simultané</translation>
    </message>
    <message>
        <source>UDP highest clean rate</source>
        <translation>Débit UDP propre le plus élevé</translation>
    </message>
</context>
<context>
    <name>bw::ui::ReviewWindow</name>
    <message>
        <source>Review matrix</source>
        <translation>Série de tests</translation>
    </message>
    <message>
        <source>&amp;Start review</source>
        <translation>&amp;Lancer la série</translation>
    </message>
    <message>
        <source>Run every step against the peer of the main window, one after the other.</source>
        <translation>Exécute chaque étape l’une après l’autre contre le pair de la fenêtre principale.</translation>
    </message>
    <message>
        <source>S&amp;top</source>
        <translation>Arrê&amp;ter</translation>
    </message>
    <message>
        <source>&amp;Compare and export…</source>
        <translation>&amp;Comparer et exporter…</translation>
    </message>
    <message>
        <source>Open the review&apos;s runs as a comparison, for charts and the article export.</source>
        <translation>Ouvre les essais de la série comme comparaison, pour les graphiques et l’export d’article.</translation>
    </message>
    <message>
        <source>Ready.</source>
        <translation>Prêt.</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Étape</translation>
    </message>
    <message>
        <source>Mean</source>
        <translation>Moyenne</translation>
    </message>
    <message>
        <source>± Std. dev.</source>
        <translation>± Écart type</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>Essais</translation>
    </message>
    <message>
        <source>Spread</source>
        <translation>Dispersion</translation>
    </message>
    <message>
        <source>TCP: received throughput, both directions together when simultaneous. UDP: the highest rate whose loss stayed within the limit. Spread: (max − min) / mean over the repeats; over 10 % is flagged.</source>
        <translation>TCP : débit reçu, les deux directions ensemble en simultané. UDP : le débit le plus élevé dont la perte est restée dans la limite. Dispersion : (max − min) / moyenne sur les répétitions ; au-delà de 10 % elle est signalée.</translation>
    </message>
    <message>
        <source>Add at least one step.</source>
        <translation>Ajoutez au moins une étape.</translation>
    </message>
    <message>
        <source>–</source>
        <translation>–</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>⚠ %1: repeats vary by more than 10 %</source>
        <translation>⚠ %1 : les répétitions varient de plus de 10 %</translation>
    </message>
    <message>
        <source>%1 · about %2 left</source>
        <translation>%1 · environ %2 restantes</translation>
    </message>
    <message>
        <source>A review runs against one server, and the Address field names several: %1. Leave one of them there, then press Start again.</source>
        <translation>Une revue se fait avec un seul serveur, et le champ Adresse en nomme plusieurs : %1. Laissez-en un seul, puis appuyez de nouveau sur « Lancer ».</translation>
    </message>
</context>
<context>
    <name>bw::ui::RunController</name>
    <message>
        <source>No peer is set.</source>
        <translation>Aucun pair n’est défini.</translation>
    </message>
    <message>
        <source>Type the name or address of the machine running the server.</source>
        <translation>Saisissez le nom ou l’adresse de la machine qui exécute le serveur.</translation>
    </message>
    <message>
        <source>A setting is out of range.</source>
        <translation>Un réglage est hors limites.</translation>
    </message>
    <message>
        <source>Correct the setting and retry.</source>
        <translation>Corrigez le réglage et réessayez.</translation>
    </message>
    <message>
        <source>Done. Highest clean rate: %1 (loss at most %2 %, %3 steps).</source>
        <translation>Terminé. Débit propre le plus élevé : %1 (perte au plus %2 %, %3 paliers).</translation>
    </message>
    <message>
        <source>Done. No rate was clean (loss at most %1 %).</source>
        <translation>Terminé. Aucun débit n’était propre (perte au plus %1 %).</translation>
    </message>
    <message>
        <source>Upload</source>
        <translation>Envoi</translation>
    </message>
    <message>
        <source>Download</source>
        <translation>Réception</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>Stopped early. %1</source>
        <translation>Arrêté prématurément. %1</translation>
    </message>
    <message>
        <source>Done. %1</source>
        <translation>Terminé. %1</translation>
    </message>
    <message>
        <source>Connecting to %1…</source>
        <translation>Connexion à %1…</translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation>Arrêt…</translation>
    </message>
    <message>
        <source>Searching the highest clean rate: step %1…</source>
        <translation>Recherche du débit propre le plus élevé : palier %1…</translation>
    </message>
    <message>
        <source>Warming up…</source>
        <translation>Préchauffage…</translation>
    </message>
    <message>
        <source>Measuring…</source>
        <translation>Mesure…</translation>
    </message>
    <message>
        <source>Running the download half…</source>
        <translation>Phase de réception en cours…</translation>
    </message>
    <message>
        <source>The test did not complete.</source>
        <translation>Le test ne s’est pas terminé.</translation>
    </message>
    <message>
        <source>Measuring the idle latency (%1 s) before the load…</source>
        <translation>Mesure de la latence au repos (%1 s) avant la charge…</translation>
    </message>
    <message>
        <source>n/a</source>
        <translation>n/d</translation>
    </message>
    <message>
        <source>The test failed after %1 s.</source>
        <translation>Le test a échoué après %1 s.</translation>
    </message>
    <message>
        <source>&quot;Until stopped&quot; runs one test: Upload, Download or Simultaneous.</source>
        <translation>« Jusqu’à l’arrêt » lance un seul test : envoi, réception ou simultané.</translation>
    </message>
    <message>
        <source>Choose one of those, or set a duration for Both ways or the highest-clean-rate search.</source>
        <translation>Choisissez l’un d’eux, ou fixez une durée pour « Les deux sens » ou la recherche du débit propre le plus élevé.</translation>
    </message>
    <message>
        <source>Stopped after %1 s. %2</source>
        <translation>Arrêté après %1 s. %2</translation>
    </message>
</context>
<context>
    <name>bw::ui::RunPanel</name>
    <message>
        <source>&amp;Upload</source>
        <translation>&amp;Envoi</translation>
    </message>
    <message>
        <source>This PC sends, the peer receives.</source>
        <translation>Ce PC envoie, le pair reçoit.</translation>
    </message>
    <message>
        <source>&amp;Download</source>
        <translation>&amp;Réception</translation>
    </message>
    <message>
        <source>The peer sends, this PC receives.</source>
        <translation>Le pair envoie, ce PC reçoit.</translation>
    </message>
    <message>
        <source>&amp;Both ways</source>
        <translation>&amp;Dans les deux sens</translation>
    </message>
    <message>
        <source>Upload, then download: one after the other, one result.</source>
        <translation>Envoi, puis réception : l’un après l’autre, un seul résultat.</translation>
    </message>
    <message>
        <source>Si&amp;multaneous</source>
        <translation>Si&amp;multané</translation>
    </message>
    <message>
        <source>Upload and download at the same time, on separate streams.</source>
        <translation>Envoi et réception en même temps, sur des flux séparés.</translation>
    </message>
    <message>
        <source>&amp;Stop</source>
        <translation>&amp;Arrêter</translation>
    </message>
    <message>
        <source>End the test now. The figures measured so far are kept.</source>
        <translation>Termine le test maintenant. Les valeurs déjà mesurées sont conservées.</translation>
    </message>
    <message>
        <source>How much of the test has run, and the time left.</source>
        <translation>La part du test déjà effectuée, et le temps restant.</translation>
    </message>
    <message>
        <source>Idle</source>
        <translation>Inactif</translation>
    </message>
    <message>
        <source>Ready.</source>
        <translation>Prêt.</translation>
    </message>
    <message>
        <source>%1 s left</source>
        <translation>%1 s restantes</translation>
    </message>
    <message>
        <source>Stop serving first: while this PC serves, its chart and table show the tests other machines run against it.</source>
        <translation>Arrêtez d’abord le serveur : tant que ce PC sert, son graphique et son tableau montrent les tests que d’autres machines lancent contre lui.</translation>
    </message>
    <message>
        <source>%1 s elapsed</source>
        <translation>%1 s écoulées</translation>
    </message>
</context>
<context>
    <name>bw::ui::RunText</name>
    <message>
        <source>UDP</source>
        <translation>UDP</translation>
    </message>
    <message>
        <source>TCP</source>
        <translation>TCP</translation>
    </message>
    <message>
        <source>Upload</source>
        <translation>Envoi</translation>
    </message>
    <message>
        <source>Download</source>
        <translation>Réception</translation>
    </message>
    <message>
        <source>Simultaneous</source>
        <translation>Simultané</translation>
    </message>
    <message>
        <source>Both ways</source>
        <translation>Dans les deux sens</translation>
    </message>
    <message>
        <source>%1 · %2 %3</source>
        <translation>%1 · %3 %2</translation>
    </message>
    <message>
        <source>Served to %1 · %2 %3</source>
        <translation>Servi à %1 · %2 %3</translation>
    </message>
    <message>
        <source>%1 · failed after %2 s</source>
        <translation>%1 · échec après %2 s</translation>
    </message>
</context>
<context>
    <name>bw::ui::SeriesController</name>
    <message>
        <source>Run %1 of %2 done; the next starts in %3.</source>
        <translation>Exécution %1 sur %2 terminée ; la suivante commence dans %3.</translation>
    </message>
    <message>
        <source>The series ended without a measured run.</source>
        <translation>La série s’est terminée sans exécution mesurée.</translation>
    </message>
    <message numerus="yes">
        <source>Over %n run(s), each run&apos;s mean, received:</source>
        <translation>
            <numerusform>Sur %n exécution, moyenne de chaque exécution, reçu :</numerusform>
            <numerusform>Sur %n exécutions, moyenne de chaque exécution, reçu :</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: mean %2, std dev %3, min %4, max %5</source>
        <translation>%1 : moyenne %2, écart type %3, min %4, max %5</translation>
    </message>
    <message>
        <source>Upload</source>
        <translation>Envoi</translation>
    </message>
    <message>
        <source>Download</source>
        <translation>Réception</translation>
    </message>
</context>
<context>
    <name>bw::ui::ServeController</name>
    <message>
        <source>iperf3</source>
        <translation>iperf3</translation>
    </message>
    <message>
        <source>iperf3 %1</source>
        <translation>iperf3 %1</translation>
    </message>
    <message>
        <source>Benchwire</source>
        <translation>Benchwire</translation>
    </message>
    <message>
        <source>Benchwire %1</source>
        <translation>Benchwire %1</translation>
    </message>
    <message>
        <source>received here</source>
        <translation>reçu ici</translation>
    </message>
    <message>
        <source>sent from here</source>
        <translation>émis d’ici</translation>
    </message>
    <message>
        <source>received and sent at once</source>
        <translation>reçu et émis en même temps</translation>
    </message>
    <message>
        <source>received, then sent</source>
        <translation>reçu, puis émis</translation>
    </message>
    <message>
        <source>this PC</source>
        <translation>ce PC</translation>
    </message>
    <message>
        <source>Serving on port %1. Type one of these on the other machine: %2</source>
        <translation>Serveur sur le port %1. Saisissez l’une de ces adresses sur l’autre machine : %2</translation>
    </message>
    <message>
        <source>Serving stopped; the test it served ended early.</source>
        <translation>Serveur arrêté ; le test en cours s’est terminé plus tôt.</translation>
    </message>
    <message>
        <source>Serving a test for %1 (%2).</source>
        <translation>Test en cours pour %1 (%2).</translation>
    </message>
    <message>
        <source>The test for %1 ended; its result is in the table.</source>
        <translation>Le test pour %1 est terminé ; son résultat est dans le tableau.</translation>
    </message>
    <message>
        <source>The test for %1 ended early.</source>
        <translation>Le test pour %1 s’est terminé plus tôt.</translation>
    </message>
    <message>
        <source>The figures measured so far stay on the chart. The other machine&apos;s window or output may say more.</source>
        <translation>Les valeurs déjà mesurées restent sur le graphique. La fenêtre ou la sortie de l’autre machine peut en dire plus.</translation>
    </message>
    <message>
        <source>Refused a test from %1: this PC was busy with another test.</source>
        <translation>Test de %1 refusé : ce PC était occupé par un autre test.</translation>
    </message>
    <message>
        <source>The other machine can run its test again when this one ends.</source>
        <translation>L’autre machine pourra relancer son test quand celui-ci sera terminé.</translation>
    </message>
    <message>
        <source>Refused a test from %1.</source>
        <translation>Test de %1 refusé.</translation>
    </message>
    <message>
        <source>The reason is below. The other machine&apos;s window or output may say more.</source>
        <translation>La raison est indiquée ci-dessous. La fenêtre ou la sortie de l’autre machine peut en dire plus.</translation>
    </message>
    <message>
        <source>Auto</source>
        <translation>Auto</translation>
    </message>
    <message>
        <source>Only clients from %1 are served.</source>
        <translation>Seuls les clients de %1 sont servis.</translation>
    </message>
    <message>
        <source>%1 · served to %2 (%3) · %4, %5, %6, streams: %7, buffer %8, window %9</source>
        <translation>%1 · servi à %2 (%3) · %4, %5, %6, flux : %7, tampon %8, fenêtre %9</translation>
    </message>
    <message numerus="yes">
        <source>Up to %n clients are served at once.</source>
        <translation>
            <numerusform>Jusqu’à %n client servi à la fois.</numerusform>
            <numerusform>Jusqu’à %n clients servis à la fois.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2), %3</source>
        <translation>%1 (%2), %3</translation>
    </message>
    <message numerus="yes">
        <source>Serving %n clients at once.</source>
        <translation>
            <numerusform>%n client servi en même temps.</numerusform>
            <numerusform>%n clients servis en même temps.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The test for %1 ended; %n client(s) still running.</source>
        <translation>
            <numerusform>Le test pour %1 est terminé ; %n client encore en cours.</numerusform>
            <numerusform>Le test pour %1 est terminé ; %n clients encore en cours.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The test for %1 ended early (%2); %n client(s) still running.</source>
        <translation>
            <numerusform>Le test pour %1 s’est terminé plus tôt (%2) ; %n client encore en cours.</numerusform>
            <numerusform>Le test pour %1 s’est terminé plus tôt (%2) ; %n clients encore en cours.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Refused a test from %1: this PC was serving %n client(s) already, as many as &quot;clients at once&quot; allows.</source>
        <translation>
            <numerusform>Test de %1 refusé : ce PC servait déjà %n client, autant que « clients à la fois » le permet.</numerusform>
            <numerusform>Test de %1 refusé : ce PC servait déjà %n clients, autant que « clients à la fois » le permet.</numerusform>
        </translation>
    </message>
    <message>
        <source>Stop serving and raise &quot;clients at once&quot;, or run that test again when one of the others ends.</source>
        <translation>Arrêtez le serveur et augmentez « clients à la fois », ou relancez ce test quand l’un des autres se termine.</translation>
    </message>
    <message>
        <source>Remote control is on: a console that gives the code %1 may run tests from this PC.</source>
        <translation>Contrôle à distance activé : une console qui donne le code %1 peut lancer des tests depuis ce PC.</translation>
    </message>
</context>
<context>
    <name>bw::ui::ServeFirewall</name>
    <message>
        <source>open</source>
        <translation>ouvert</translation>
    </message>
    <message>
        <source>blocked</source>
        <translation>bloqué</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>inconnu</translation>
    </message>
    <message>
        <source>Allow through firewall…</source>
        <translation>Autoriser dans le pare-feu…</translation>
    </message>
    <message>
        <source>Shows the commands that open the test port (TCP and UDP only) and runs them only when you agree.</source>
        <translation>Affiche les commandes qui ouvrent le port de test (TCP et UDP uniquement) et ne les exécute qu’avec votre accord.</translation>
    </message>
    <message>
        <source>Firewall: none found that filters port %1.</source>
        <translation>Pare-feu : aucun trouvé qui filtre le port %1.</translation>
    </message>
    <message>
        <source>Firewall (%1): TCP %2 %3, UDP %2 %4</source>
        <translation>Pare-feu (%1) : TCP %2 %3, UDP %2 %4</translation>
    </message>
    <message>
        <source> (reading the rules needs administrator rights)</source>
        <translation> (la lecture des règles exige les droits d’administrateur)</translation>
    </message>
    <message>
        <source>Firewall: reading its rules for port %1…</source>
        <translation>Pare-feu : lecture de ses règles pour le port %1…</translation>
    </message>
</context>
<context>
    <name>bw::ui::ServePanel</name>
    <message>
        <source>Type one of these addresses on the other machine.</source>
        <translation>Saisissez l’une de ces adresses sur l’autre machine.</translation>
    </message>
    <message>
        <source>The test this PC serves now, or the last one&apos;s outcome. Its figures show in the chart and the table.</source>
        <translation>Le test que ce PC sert en ce moment, ou l’issue du dernier. Ses valeurs s’affichent dans le graphique et le tableau.</translation>
    </message>
    <message>
        <source>Waiting for a test from another machine.</source>
        <translation>En attente d’un test d’une autre machine.</translation>
    </message>
    <message>
        <source>Each client this PC serves in this round, with this PC&apos;s figures: what it received, or what it sent where the client downloads. The last row is their sum.</source>
        <translation>Chaque client que ce PC sert dans cette session, avec les valeurs de ce PC : ce qu’il a reçu, ou ce qu’il a émis quand le client est en réception. La dernière ligne en donne la somme.</translation>
    </message>
</context>
<context>
    <name>bw::ui::ServedClientsModel</name>
    <message numerus="yes">
        <source>All %n client(s)</source>
        <translation>
            <numerusform>%n client au total</numerusform>
            <numerusform>Les %n clients</numerusform>
        </translation>
    </message>
    <message>
        <source>–</source>
        <translation>–</translation>
    </message>
    <message numerus="yes">
        <source>%n running</source>
        <translation>
            <numerusform>%n en cours</numerusform>
            <numerusform>%n en cours</numerusform>
        </translation>
    </message>
    <message>
        <source>%1
%2</source>
        <translation>%1
%2</translation>
    </message>
    <message>
        <source>Running</source>
        <translation>En cours</translation>
    </message>
    <message>
        <source>Ended</source>
        <translation>Terminé</translation>
    </message>
    <message>
        <source>Ended early</source>
        <translation>Terminé plus tôt</translation>
    </message>
    <message>
        <source>Client</source>
        <translation>Client</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>Actuel</translation>
    </message>
    <message>
        <source>Mean</source>
        <translation>Moyenne</translation>
    </message>
    <message>
        <source>State</source>
        <translation>État</translation>
    </message>
</context>
<context>
    <name>bw::ui::ServersChart</name>
    <message>
        <source>Time (s)</source>
        <translation>Temps (s)</translation>
    </message>
    <message>
        <source>A line per server: what its receiver got in each interval (what was sent where the receiver gave no figure). The thick line is their sum, drawn for the intervals every server has measured.</source>
        <translation>Une ligne par serveur : ce que son récepteur a reçu à chaque intervalle (ce qui a été envoyé quand le chiffre du récepteur manque). La ligne épaisse est leur somme, tracée pour les intervalles que chaque serveur a mesurés.</translation>
    </message>
    <message numerus="yes">
        <source>Sum of %n servers</source>
        <translation>
            <numerusform>Somme de %n serveur</numerusform>
            <numerusform>Somme de %n serveurs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Sum of %n servers, upload</source>
        <translation>
            <numerusform>Somme de %n serveur, envoi</numerusform>
            <numerusform>Somme de %n serveurs, envoi</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Sum of %n servers, download</source>
        <translation>
            <numerusform>Somme de %n serveur, réception</numerusform>
            <numerusform>Somme de %n serveurs, réception</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, upload</source>
        <translation>%1, envoi</translation>
    </message>
    <message>
        <source>%1, download</source>
        <translation>%1, réception</translation>
    </message>
    <message>
        <source>solid: upload, dashed: download</source>
        <translation>plein : envoi, tirets : réception</translation>
    </message>
    <message>
        <source>A line per pair: what its receiver got in each interval (what was sent where the receiver gave no figure). The thick line is their sum, drawn for the intervals every pair has measured.</source>
        <translation>Une ligne par paire : ce que son récepteur a reçu à chaque intervalle (ce qui a été envoyé quand le récepteur n'a pas donné de valeur). La ligne épaisse est leur somme, tracée pour les intervalles que chaque paire a mesurés.</translation>
    </message>
    <message numerus="yes">
        <source>Sum of %n pairs</source>
        <translation>
            <numerusform>Somme de %n paire</numerusform>
            <numerusform>Somme de %n paires</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Sum of %n pairs, upload</source>
        <translation>
            <numerusform>Somme de %n paire, envoi</numerusform>
            <numerusform>Somme de %n paires, envoi</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Sum of %n pairs, download</source>
        <translation>
            <numerusform>Somme de %n paire, réception</numerusform>
            <numerusform>Somme de %n paires, réception</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>bw::ui::ServersResultsModel</name>
    <message>
        <source>Upload</source>
        <translation>Envoi</translation>
    </message>
    <message>
        <source>Download</source>
        <translation>Réception</translation>
    </message>
    <message>
        <source>Failed: %1</source>
        <translation>Échec : %1</translation>
    </message>
    <message>
        <source>No result</source>
        <translation>Aucun résultat</translation>
    </message>
    <message>
        <source>%1 (stopped)</source>
        <translation>%1 (arrêté)</translation>
    </message>
    <message>
        <source>n/a</source>
        <translation>n/d</translation>
    </message>
    <message>
        <source>Start skew</source>
        <translation>Décalage au départ</translation>
    </message>
    <message numerus="yes">
        <source>Sum of %n servers</source>
        <translation>
            <numerusform>Somme de %n serveur</numerusform>
            <numerusform>Somme de %n serveurs</numerusform>
        </translation>
    </message>
    <message>
        <source>None: a run did not end whole, so no sum would cover the same time. Run again once every server works.</source>
        <translation>Aucune : un essai ne s&apos;est pas terminé entier, donc aucune somme ne couvrirait le même temps. Relancez quand chaque serveur fonctionne.</translation>
    </message>
    <message>
        <source>The sum of each server&apos;s mean over the measured time (what was received where known), and of the bytes received.</source>
        <translation>La somme des moyennes de chaque serveur sur le temps mesuré (ce qui a été reçu quand on le sait) et des octets reçus.</translation>
    </message>
    <message>
        <source>Server</source>
        <translation>Serveur</translation>
    </message>
    <message>
        <source>Direction</source>
        <translation>Sens</translation>
    </message>
    <message>
        <source>Mean</source>
        <translation>Moyenne</translation>
    </message>
    <message>
        <source>Min</source>
        <translation>Min.</translation>
    </message>
    <message>
        <source>Max</source>
        <translation>Max.</translation>
    </message>
    <message>
        <source>Std. dev.</source>
        <translation>Écart type</translation>
    </message>
    <message>
        <source>Received</source>
        <translation>Reçu</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>The widest gap between the first and the last server&apos;s start of data.</source>
        <translation>Le plus grand écart entre le début des données du premier et du dernier serveur.</translation>
    </message>
</context>
<context>
    <name>bw::ui::ServersRun</name>
    <message>
        <source>%1 servers are more than one test takes (at most %2).</source>
        <translation>%1 serveurs, c&apos;est plus qu&apos;un test n&apos;en prend (%2 au plus).</translation>
    </message>
    <message>
        <source>Leave out some servers, and test the rest in a second run.</source>
        <translation>Retirez quelques serveurs et testez les autres dans un second essai.</translation>
    </message>
    <message>
        <source>%1 is in the list of servers twice.</source>
        <translation>%1 figure deux fois dans la liste des serveurs.</translation>
    </message>
    <message>
        <source>Give each server once.</source>
        <translation>Indiquez chaque serveur une seule fois.</translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation>Arrêt en cours…</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>upload</source>
        <translation>envoi</translation>
    </message>
    <message>
        <source>download</source>
        <translation>réception</translation>
    </message>
    <message numerus="yes">
        <source>Warming up, sum of %n servers: %1</source>
        <translation>
            <numerusform>Préchauffage, somme de %n serveur : %1</numerusform>
            <numerusform>Préchauffage, somme de %n serveurs : %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Measuring, sum of %n servers: %1</source>
        <translation>
            <numerusform>Mesure, somme de %n serveur : %1</numerusform>
            <numerusform>Mesure, somme de %n serveurs : %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Server %1: %2</source>
        <translation>Serveur %1 : %2</translation>
    </message>
    <message>
        <source>%1 The other servers were stopped; what they measured is kept. Fix %2, or leave it out of the Address field, and run again.</source>
        <translation>%1 Les autres serveurs ont été arrêtés ; ce qu&apos;ils ont mesuré est conservé. Corrigez %2, ou retirez-le du champ Adresse, et relancez.</translation>
    </message>
    <message>
        <source>The test to %1 failed, and the others were stopped: see the message below.</source>
        <translation>Le test vers %1 a échoué et les autres ont été arrêtés : voir le message ci-dessous.</translation>
    </message>
    <message numerus="yes">
        <source>Connecting to %n servers: %1…</source>
        <translation>
            <numerusform>Connexion à %n serveur : %1…</numerusform>
            <numerusform>Connexion à %n serveurs : %1…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stopped: %n servers tested at once.</source>
        <translation>
            <numerusform>Arrêté : %n serveur testé à la fois.</numerusform>
            <numerusform>Arrêté : %n serveurs testés à la fois.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Done: %n servers tested at once.</source>
        <translation>
            <numerusform>Terminé : %n serveur testé à la fois.</numerusform>
            <numerusform>Terminé : %n serveurs testés à la fois.</numerusform>
        </translation>
    </message>
    <message>
        <source>Start skew %1 ms.</source>
        <translation>Décalage au départ %1 ms.</translation>
    </message>
</context>
<context>
    <name>bw::ui::SettingsPanel</name>
    <message>
        <source>Settings</source>
        <translation>Réglages</translation>
    </message>
    <message>
        <source>Fill in all settings at once: Quick check (5 s, 1 stream), Review (30 s, 4 streams, 2 s warm-up) or Max throughput (many streams, large buffers).</source>
        <translation>Remplit tous les réglages d’un coup : Vérification rapide (5 s, 1 flux), Test comparatif (30 s, 4 flux, 2 s de préchauffage) ou Débit max. (nombreux flux, grands tampons).</translation>
    </message>
    <message>
        <source>Time at the start that is run but left out of the results, so TCP can ramp up first.</source>
        <translation>Temps au début qui est exécuté mais exclu des résultats, pour laisser TCP monter en débit.</translation>
    </message>
    <message>
        <source>How often a point is measured and plotted.</source>
        <translation>Fréquence à laquelle un point est mesuré et tracé.</translation>
    </message>
    <message>
        <source>Parallel TCP connections per direction. More streams fill fast links that one connection cannot.</source>
        <translation>Connexions TCP parallèles par direction. Plus de flux remplissent les liens rapides qu’une seule connexion ne peut pas saturer.</translation>
    </message>
    <message>
        <source>Auto</source>
        <translation>Auto</translation>
    </message>
    <message>
        <source>Worker threads that drive the streams. Auto: TCP starts with one and adds one while that speeds it up; UDP uses one per stream.</source>
        <translation>Threads de travail qui pilotent les flux. Auto : TCP démarre avec un seul et en ajoute un tant que cela accélère le test ; UDP en utilise un par flux.</translation>
    </message>
    <message>
        <source> KiB</source>
        <translation> Kio</translation>
    </message>
    <message>
        <source>How many bytes each read or write call moves.</source>
        <translation>Nombre d’octets déplacés par chaque appel de lecture ou d’écriture.</translation>
    </message>
    <message>
        <source>The socket send and receive buffer (TCP window). Auto leaves it to the operating system&apos;s autotuning.</source>
        <translation>Le tampon d’envoi et de réception du socket (fenêtre TCP). Auto le laisse à l’ajustement automatique du système d’exploitation.</translation>
    </message>
    <message>
        <source>IPv4 or IPv6</source>
        <translation>IPv4 ou IPv6</translation>
    </message>
    <message>
        <source>IPv4 only</source>
        <translation>IPv4 seulement</translation>
    </message>
    <message>
        <source>IPv6 only</source>
        <translation>IPv6 seulement</translation>
    </message>
    <message>
        <source>Which IP version the test uses to reach the peer.</source>
        <translation>Version IP utilisée par le test pour joindre le pair.</translation>
    </message>
    <message>
        <source>&amp;Preset:</source>
        <translation>&amp;Préréglage :</translation>
    </message>
    <message>
        <source>&amp;Duration:</source>
        <translation>&amp;Durée :</translation>
    </message>
    <message>
        <source>&amp;Warm-up:</source>
        <translation>Pré&amp;chauffage :</translation>
    </message>
    <message>
        <source>&amp;Interval:</source>
        <translation>&amp;Intervalle :</translation>
    </message>
    <message>
        <source>&amp;Streams:</source>
        <translation>&amp;Flux :</translation>
    </message>
    <message>
        <source>&amp;Threads:</source>
        <translation>&amp;Threads :</translation>
    </message>
    <message>
        <source>&amp;Buffer:</source>
        <translation>&amp;Tampon :</translation>
    </message>
    <message>
        <source>Socket &amp;window:</source>
        <translation>Fe&amp;nêtre de socket :</translation>
    </message>
    <message>
        <source>I&amp;P version:</source>
        <translation>Version I&amp;P :</translation>
    </message>
    <message>
        <source>TCP</source>
        <translation>TCP</translation>
    </message>
    <message>
        <source>UDP</source>
        <translation>UDP</translation>
    </message>
    <message>
        <source>TCP shows throughput. UDP sends at a fixed rate and shows loss, jitter and reordering, which TCP&apos;s retransmissions hide.</source>
        <translation>TCP montre le débit. UDP envoie à un débit fixe et montre la perte, la gigue et le réordonnancement, que les retransmissions de TCP masquent.</translation>
    </message>
    <message>
        <source> Mbit/s</source>
        <translation> Mbit/s</translation>
    </message>
    <message>
        <source>UDP: the rate each stream sends at. With the highest-clean-rate search, where the search starts.</source>
        <translation>UDP : le débit d’envoi de chaque flux. Avec la recherche du débit propre le plus élevé, le point de départ de la recherche.</translation>
    </message>
    <message>
        <source>Find the highest clean rate</source>
        <translation>Trouver le débit propre le plus élevé</translation>
    </message>
    <message>
        <source>UDP: run short steps at rising rates and find the highest one whose loss stays within the maximum loss.</source>
        <translation>UDP : exécute de courts paliers à débit croissant et trouve le plus élevé dont la perte reste dans la perte maximale.</translation>
    </message>
    <message>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <source>The most loss a step may show and still count as clean.</source>
        <translation>La perte maximale qu’un palier peut montrer tout en restant propre.</translation>
    </message>
    <message>
        <source>P&amp;rotocol:</source>
        <translation>P&amp;rotocole :</translation>
    </message>
    <message>
        <source>UDP r&amp;ate:</source>
        <translation>Débit U&amp;DP :</translation>
    </message>
    <message>
        <source>Max. &amp;loss:</source>
        <translation>Perte &amp;max. :</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>Probes</source>
        <translation>Sondes</translation>
    </message>
    <message>
        <source>Native peers: measure the round trip (and, where the clocks can be related, the delay each way) with light UDP probes during the test, after an idle baseline. iperf3 peers have no probes.</source>
        <translation>Pairs natifs : mesure l’aller-retour (et, là où les horloges peuvent être reliées, le délai dans chaque sens) avec de petites sondes UDP pendant le test, après une référence au repos. Les pairs iperf3 n’ont pas de sondes.</translation>
    </message>
    <message>
        <source>idle </source>
        <translation>repos </translation>
    </message>
    <message>
        <source>idle off</source>
        <translation>repos désactivé</translation>
    </message>
    <message>
        <source>Probes before the load starts: the idle baseline that the loaded latency is compared with. 0 = off: no baseline.</source>
        <translation>Sondes avant le début de la charge : la référence au repos à laquelle la latence sous charge est comparée. 0 = désactivé : pas de référence.</translation>
    </message>
    <message>
        <source>every </source>
        <translation>toutes les </translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>Time between two probes.</source>
        <translation>Temps entre deux sondes.</translation>
    </message>
    <message>
        <source>Late&amp;ncy:</source>
        <translation>Late&amp;nce :</translation>
    </message>
    <message>
        <source>Until stopped</source>
        <translation>Jusqu’à l’arrêt</translation>
    </message>
    <message>
        <source>How long the test measures, after the warm-up. Step below 1 s, or type 0, for &quot;Until stopped&quot;: the test runs until you press Stop, and its result covers the time it ran.</source>
        <translation>Durée de mesure du test, après la mise en route. Descendez sous 1 s, ou tapez 0, pour « Jusqu’à l’arrêt » : le test tourne jusqu’à ce que vous appuyiez sur Arrêter, et son résultat couvre le temps écoulé.</translation>
    </message>
    <message>
        <source> times</source>
        <translation> fois</translation>
    </message>
    <message>
        <source>Once</source>
        <translation>Une fois</translation>
    </message>
    <message>
        <source>Run the same test this many times with one click. Each run goes to History; at the end the window shows the mean, standard deviation, minimum and maximum of the runs&apos; means. Not with &quot;Until stopped&quot;, which has no end.</source>
        <translation>Lancer le même test autant de fois en un clic. Chaque exécution va dans l’historique ; à la fin, la fenêtre affiche la moyenne, l’écart type, le minimum et le maximum des moyennes des exécutions. Pas avec « Jusqu’à l’arrêt », qui n’a pas de fin.</translation>
    </message>
    <message>
        <source>pause </source>
        <translation>pause </translation>
    </message>
    <message>
        <source>Time between the end of one run and the start of the next.</source>
        <translation>Temps entre la fin d’une exécution et le début de la suivante.</translation>
    </message>
    <message>
        <source>Rep&amp;eat:</source>
        <translation>&amp;Répéter :</translation>
    </message>
    <message>
        <source>Not with several servers: a test to several servers is one run to each at once. Leave one address in the Address field to use it.</source>
        <translation>Pas avec plusieurs serveurs : un test vers plusieurs serveurs est un essai vers chacun à la fois. Laissez une seule adresse dans le champ Adresse pour l&apos;utiliser.</translation>
    </message>
</context>
<context>
    <name>bw::ui::StartupOptionsParser</name>
    <message>
        <source>Benchwire: network throughput tests with live charts.</source>
        <translation>Benchwire : tests de débit réseau avec graphiques en direct.</translation>
    </message>
    <message>
        <source>Start in Serve mode.</source>
        <translation>Démarrer en mode Serveur.</translation>
    </message>
    <message>
        <source>Test port.</source>
        <translation>Port de test.</translation>
    </message>
    <message>
        <source>port</source>
        <translation>port</translation>
    </message>
    <message>
        <source>Peer to test against.</source>
        <translation>Pair à tester.</translation>
    </message>
    <message>
        <source>host</source>
        <translation>hôte</translation>
    </message>
    <message>
        <source>Start a test at once: upload, download, both-ways or bidirectional.</source>
        <translation>Démarrer un test aussitôt : upload, download, both-ways ou bidirectional.</translation>
    </message>
    <message>
        <source>mode</source>
        <translation>mode</translation>
    </message>
    <message>
        <source>Test duration.</source>
        <translation>Durée du test.</translation>
    </message>
    <message>
        <source>seconds</source>
        <translation>secondes</translation>
    </message>
    <message>
        <source>Report interval.</source>
        <translation>Intervalle de rapport.</translation>
    </message>
    <message>
        <source>Parallel streams.</source>
        <translation>Flux parallèles.</translation>
    </message>
    <message>
        <source>count</source>
        <translation>nombre</translation>
    </message>
    <message>
        <source>Quit when the test ends; the exit code is 1 after a failure.</source>
        <translation>Quitter à la fin du test ; le code de sortie vaut 1 après un échec.</translation>
    </message>
    <message>
        <source>Save a screenshot of the window.</source>
        <translation>Enregistrer une capture d’écran de la fenêtre.</translation>
    </message>
    <message>
        <source>file</source>
        <translation>fichier</translation>
    </message>
    <message>
        <source>When to take the screenshot, in milliseconds after start (default: when the test ends).</source>
        <translation>Quand prendre la capture, en millisecondes après le démarrage (par défaut : à la fin du test).</translation>
    </message>
    <message>
        <source>ms</source>
        <translation>ms</translation>
    </message>
    <message>
        <source>Save the result as JSON when the test ends.</source>
        <translation>Enregistrer le résultat en JSON à la fin du test.</translation>
    </message>
    <message>
        <source>Do not search the local network for peers.</source>
        <translation>Ne pas rechercher de pairs sur le réseau local.</translation>
    </message>
    <message>
        <source>Compare the result files given as arguments (2 to 8).</source>
        <translation>Comparer les fichiers de résultat donnés en arguments (2 à 8).</translation>
    </message>
    <message>
        <source>With --compare: write the charts, table and results into this folder and quit, without a window.</source>
        <translation>Avec --compare : écrire les graphiques, le tableau et les résultats dans ce dossier et quitter, sans fenêtre.</translation>
    </message>
    <message>
        <source>folder</source>
        <translation>dossier</translation>
    </message>
    <message>
        <source>--export needs --compare and result files.</source>
        <translation>--export nécessite --compare et des fichiers de résultat.</translation>
    </message>
    <message>
        <source>--%1 %2: not a number; give %3</source>
        <translation>--%1 %2 : pas un nombre ; donnez %3</translation>
    </message>
    <message>
        <source>--run %1: unknown test mode; give upload, download, bidirectional or both-ways</source>
        <translation>--run %1 : mode de test inconnu ; donnez upload, download, bidirectional ou both-ways</translation>
    </message>
    <message>
        <source>seconds, e.g. 10 or 2.5</source>
        <translation>des secondes, par ex. 10 ou 2.5</translation>
    </message>
    <message>
        <source>seconds, e.g. 1 or 0.5</source>
        <translation>des secondes, par ex. 1 ou 0.5</translation>
    </message>
    <message>
        <source>a whole number of streams, 1 to 1024</source>
        <translation>un nombre entier de flux, de 1 à 1024</translation>
    </message>
    <message>
        <source>Use the dark theme (with --export or --report: dark charts).</source>
        <translation>Utiliser le thème sombre (avec --export ou --report : graphiques sombres).</translation>
    </message>
    <message>
        <source>Write a report of the result files given as arguments (1 to 8) to -o FILE and quit, without a window: charts, tables, CPU, latency and link facts as one HTML file, or as PDF.</source>
        <translation>Écrire un rapport des fichiers de résultats donnés en arguments (1 à 8) dans -o FICHIER et quitter, sans fenêtre : graphiques, tableaux, processeur, latence et données de liaison dans un fichier HTML, ou en PDF.</translation>
    </message>
    <message>
        <source>With --report: the report to write, ending in .html or .pdf.</source>
        <translation>Avec --report : le rapport à écrire, se terminant par .html ou .pdf.</translation>
    </message>
    <message>
        <source>Result files for --compare or --report.</source>
        <translation>Fichiers de résultats pour --compare ou --report.</translation>
    </message>
    <message>
        <source>-o %1: an output file is for --report; add --report and the result files.</source>
        <translation>-o %1 : un fichier de sortie va avec --report ; ajoutez --report et les fichiers de résultats.</translation>
    </message>
    <message>
        <source>--compare and --report cannot go together: a report of two or more results holds their comparison; give --report alone.</source>
        <translation>--compare et --report ne vont pas ensemble : un rapport de deux résultats ou plus contient leur comparaison ; donnez --report seul.</translation>
    </message>
    <message>
        <source>Open the Plan window with this plan file (as benchwire-cli --plan reads it) and run its pairs.</source>
        <translation>Ouvrir la fenêtre Plan avec ce fichier de plan (tel que benchwire-cli --plan le lit) et exécuter ses paires.</translation>
    </message>
</context>
<context>
    <name>bw::ui::StreamChart</name>
    <message>
        <source>Upload, stream %1</source>
        <translation>Envoi, flux %1</translation>
    </message>
    <message>
        <source>Download, stream %1</source>
        <translation>Réception, flux %1</translation>
    </message>
    <message>
        <source>%1 · Fairness (Jain) %2</source>
        <translation>%1 · Équité (Jain) %2</translation>
    </message>
    <message>
        <source>Per stream, %1: the first %2 of %3 streams drawn</source>
        <translation>Par flux, %1 : les %2 premiers des %3 flux tracés</translation>
    </message>
    <message>
        <source>Per stream, %1</source>
        <translation>Par flux, %1</translation>
    </message>
</context>
<context>
    <name>bw::ui::TestSettings</name>
    <message>
        <source>Quick check</source>
        <translation>Vérification rapide</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Test comparatif</translation>
    </message>
    <message>
        <source>Max throughput</source>
        <translation>Débit max.</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Personnalisé</translation>
    </message>
    <message>
        <source>5 s, 1 stream: a fast look at the link.</source>
        <translation>5 s, 1 flux : un coup d’œil rapide sur le lien.</translation>
    </message>
    <message>
        <source>30 s, 4 streams, 2 s warm-up: figures for an article.</source>
        <translation>30 s, 4 flux, 2 s de préchauffage : des valeurs pour un article.</translation>
    </message>
    <message>
        <source>30 s, 16 streams, 1 MiB buffers, 4 MiB socket window: the most the link and hosts can move.</source>
        <translation>30 s, 16 flux, tampons de 1 Mio, fenêtre de socket de 4 Mio : le maximum que le lien et les hôtes peuvent transférer.</translation>
    </message>
    <message>
        <source>Your own settings.</source>
        <translation>Vos propres réglages.</translation>
    </message>
</context>
<context>
    <name>bw::ui::UdpChart</name>
    <message>
        <source>Upload, loss</source>
        <translation>Envoi, perte</translation>
    </message>
    <message>
        <source>Download, loss</source>
        <translation>Réception, perte</translation>
    </message>
    <message>
        <source>Upload, jitter</source>
        <translation>Envoi, gigue</translation>
    </message>
    <message>
        <source>Download, jitter</source>
        <translation>Réception, gigue</translation>
    </message>
    <message>
        <source>%</source>
        <translation>%</translation>
    </message>
    <message>
        <source>ms</source>
        <translation>ms</translation>
    </message>
</context>
<context>
    <name>bw::ui::Units</name>
    <message>
        <source>Gbit/s</source>
        <translation>Gbit/s</translation>
    </message>
    <message>
        <source>Mbit/s</source>
        <translation>Mbit/s</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>B</source>
        <translation>o</translation>
    </message>
    <message>
        <source>KiB</source>
        <translation>Kio</translation>
    </message>
    <message>
        <source>MiB</source>
        <translation>Mio</translation>
    </message>
    <message>
        <source>GiB</source>
        <translation>Gio</translation>
    </message>
    <message>
        <source>TiB</source>
        <translation>Tio</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>until stopped</source>
        <translation>jusqu’à l’arrêt</translation>
    </message>
</context>
</TS>

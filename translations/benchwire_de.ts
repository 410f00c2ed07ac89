<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>bw::ui::ChartExporter</name>
    <message>
        <source>Benchwire chart</source>
        <translation>Benchwire-Diagramm</translation>
    </message>
</context>
<context>
    <name>bw::ui::ChartPair</name>
    <message>
        <source>Upload, received</source>
        <translation>Upload, empfangen</translation>
    </message>
    <message>
        <source>Upload, sent</source>
        <translation>Upload, gesendet</translation>
    </message>
    <message>
        <source>Download, received</source>
        <translation>Download, empfangen</translation>
    </message>
    <message>
        <source>Download, sent</source>
        <translation>Download, gesendet</translation>
    </message>
    <message>
        <source>CPU, this PC</source>
        <translation>CPU, dieser PC</translation>
    </message>
    <message>
        <source>CPU, peer</source>
        <translation>CPU, Gegenstelle</translation>
    </message>
    <message>
        <source>Time (s)</source>
        <translation>Zeit (s)</translation>
    </message>
    <message>
        <source>CPU (%)</source>
        <translation>CPU (%)</translation>
    </message>
    <message>
        <source>Received here from %1</source>
        <translation>Hier empfangen von %1</translation>
    </message>
    <message>
        <source>Sent by %1</source>
        <translation>Gesendet von %1</translation>
    </message>
    <message>
        <source>Received by %1</source>
        <translation>Empfangen von %1</translation>
    </message>
    <message>
        <source>Sent from here to %1</source>
        <translation>Von hier an %1 gesendet</translation>
    </message>
    <message>
        <source>CPU, client %1</source>
        <translation>CPU, Client %1</translation>
    </message>
    <message>
        <source>PHY rate, this PC sends</source>
        <translation>PHY-Rate, dieser PC sendet</translation>
    </message>
    <message>
        <source>PHY rate, this PC receives</source>
        <translation>PHY-Rate, dieser PC empfängt</translation>
    </message>
    <message>
        <source>PHY rate, peer sends</source>
        <translation>PHY-Rate, Gegenstelle sendet</translation>
    </message>
    <message>
        <source>PHY rate, peer receives</source>
        <translation>PHY-Rate, Gegenstelle empfängt</translation>
    </message>
    <message>
        <source>Run failed here</source>
        <translation>Hier fehlgeschlagen</translation>
    </message>
    <message>
        <source>Busiest core, this PC</source>
        <translation>Meistbelasteter Kern, dieser PC</translation>
    </message>
    <message>
        <source>Busiest core, peer</source>
        <translation>Meistbelasteter Kern, Gegenstelle</translation>
    </message>
    <message>
        <source>Busiest core, client %1</source>
        <translation>Meistbelasteter Kern, Client %1</translation>
    </message>
</context>
<context>
    <name>bw::ui::CheckText</name>
    <message>
        <source>TCP %1: reachable (connected in %2 ms)</source>
        <translation>TCP %1: erreichbar (verbunden in %2 ms)</translation>
    </message>
    <message>
        <source>TCP %1: refused: nothing listens there. Start &quot;benchwire-cli -s&quot; or Serve mode on the peer.</source>
        <translation>TCP %1: abgelehnt: Dort lauscht nichts. Starten Sie „benchwire-cli -s“ oder den Server-Modus auf der Gegenstelle.</translation>
    </message>
    <message>
        <source>TCP %1: no answer: filtered by a firewall, or a wrong address or route.</source>
        <translation>TCP %1: keine Antwort: von einer Firewall gefiltert, oder falsche Adresse oder Route.</translation>
    </message>
    <message>
        <source>TCP %1: unreachable: no route to the peer. Check the address and the local interface.</source>
        <translation>TCP %1: nicht erreichbar: keine Route zur Gegenstelle. Prüfen Sie die Adresse und die lokale Schnittstelle.</translation>
    </message>
    <message>
        <source>UDP %1: reachable (%2 of %3 probes arrived, round trip %4 ms)</source>
        <translation>UDP %1: erreichbar (%2 von %3 Proben angekommen, Umlaufzeit %4 ms)</translation>
    </message>
    <message>
        <source>UDP %1: closed on the peer (port unreachable).</source>
        <translation>UDP %1: auf der Gegenstelle geschlossen (Port nicht erreichbar).</translation>
    </message>
    <message>
        <source>UDP %1: not testable against iperf3 (TCP only).</source>
        <translation>UDP %1: gegen iperf3 nicht prüfbar (nur TCP).</translation>
    </message>
    <message>
        <source>UDP %1: not testable (%2)</source>
        <translation>UDP %1: nicht prüfbar (%2)</translation>
    </message>
    <message>
        <source>UDP %1: not tested (%2)</source>
        <translation>UDP %1: nicht geprüft (%2)</translation>
    </message>
    <message>
        <source>Path MTU: %1 bytes</source>
        <translation>Pfad-MTU: %1 Bytes</translation>
    </message>
    <message>
        <source>Path MTU: not reported by this system</source>
        <translation>Pfad-MTU: von diesem System nicht gemeldet</translation>
    </message>
    <message>
        <source>Peer&apos;s firewall: %1</source>
        <translation>Firewall der Gegenstelle: %1</translation>
    </message>
    <message>
        <source>Everything tested is reachable.</source>
        <translation>Alles Geprüfte ist erreichbar.</translation>
    </message>
    <message>
        <source>TCP %1: failed (%2). Check the address and the port, then run Check again.</source>
        <translation>TCP %1: fehlgeschlagen (%2). Prüfen Sie Adresse und Port und klicken Sie erneut auf Prüfen.</translation>
    </message>
    <message>
        <source>UDP %1: blocked: TCP reached the peer, UDP did not. Its firewall (or one on the path) blocks UDP. Allow UDP on the test port there (Allow through firewall… shows how).</source>
        <translation>UDP %1: blockiert: TCP erreichte die Gegenstelle, UDP nicht. Ihre Firewall (oder eine auf dem Weg) blockiert UDP. Erlauben Sie dort UDP auf dem Testport (In der Firewall freigeben… zeigt, wie).</translation>
    </message>
    <message>
        <source>UDP %1: one way only: the probes arrived, the answers did not come back. A firewall on this machine may block them: allow incoming UDP here, or run a TCP test.</source>
        <translation>UDP %1: nur in eine Richtung: Die Proben kamen an, die Antworten kamen nicht zurück. Eine Firewall auf diesem Rechner blockiert sie womöglich: Erlauben Sie hier eingehendes UDP, oder führen Sie einen TCP-Test aus.</translation>
    </message>
    <message>
        <source>UDP %1: failed (%2). Run Check again; if it stays, run a TCP test.</source>
        <translation>UDP %1: fehlgeschlagen (%2). Führen Sie die Prüfung erneut aus; bleibt es so, führen Sie einen TCP-Test aus.</translation>
    </message>
    <message>
        <source>Not everything is reachable: fix the first line that is not, then run Check again.</source>
        <translation>Nicht alles ist erreichbar: Beheben Sie die erste Zeile, die es nicht ist, und klicken Sie erneut auf Prüfen.</translation>
    </message>
</context>
<context>
    <name>bw::ui::CompareCharts</name>
    <message>
        <source>Time (s)</source>
        <translation>Zeit (s)</translation>
    </message>
</context>
<context>
    <name>bw::ui::CompareController</name>
    <message>
        <source>Open results to &amp;compare…</source>
        <translation>Ergebnisse zum &amp;Vergleichen öffnen…</translation>
    </message>
    <message>
        <source>Choose 2 to 8 saved results (JSON) to see on one chart and in one table.</source>
        <translation>2 bis 8 gespeicherte Ergebnisse (JSON) wählen, um sie in einem Diagramm und einer Tabelle zu sehen.</translation>
    </message>
    <message>
        <source>Choose between %1 and %2 results to compare; %3 were given.</source>
        <translation>Wählen Sie zwischen %1 und %2 Ergebnisse zum Vergleich; angegeben wurden %3.</translation>
    </message>
    <message>
        <source>Cannot compare</source>
        <translation>Vergleich nicht möglich</translation>
    </message>
    <message>
        <source>Open results to compare</source>
        <translation>Ergebnisse zum Vergleichen öffnen</translation>
    </message>
    <message>
        <source>Benchwire results (*.json)</source>
        <translation>Benchwire-Ergebnisse (*.json)</translation>
    </message>
    <message>
        <source>Run %1 of the selection is not a Benchwire result (%2). Remove it from the selection, or compare the others.</source>
        <translation>Lauf %1 der Auswahl ist kein Benchwire-Ergebnis (%2). Entfernen Sie ihn aus der Auswahl, oder vergleichen Sie die anderen.</translation>
    </message>
    <message>
        <source>The review has no runs yet. Start the review first, then compare.</source>
        <translation>Die Bewertung hat noch keine Läufe. Starten Sie zuerst die Bewertung, dann vergleichen Sie.</translation>
    </message>
</context>
<context>
    <name>bw::ui::CompareExporter</name>
    <message>
        <source>There are no results to export. Add at least two runs to the comparison first.</source>
        <translation>Es gibt keine Ergebnisse zum Exportieren. Fügen Sie dem Vergleich zuerst mindestens zwei Läufe hinzu.</translation>
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
        <translation>Referenz</translation>
    </message>
    <message>
        <source>Difference to the baseline run, in percent of the baseline.</source>
        <translation>Abweichung vom Referenzlauf, in Prozent der Referenz.</translation>
    </message>
    <message>
        <source>Label</source>
        <translation>Bezeichnung</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>Gestartet</translation>
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
        <translation>Durchsatz über die Zeit</translation>
    </message>
    <message>
        <source>Received, all directions of a run together</source>
        <translation>Empfangen, alle Richtungen eines Laufs zusammen</translation>
    </message>
    <message>
        <source>Mean throughput</source>
        <translation>Mittlerer Durchsatz</translation>
    </message>
    <message>
        <source>Benchwire %1 · made %2</source>
        <translation>Benchwire %1 · erstellt %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Whiskers: min–max of repeats (one run: ± std. dev.)</source>
        <translation>Fehlerbalken: Min–Max der Wiederholungen (ein Lauf: ± Std.-abw.)</translation>
    </message>
</context>
<context>
    <name>bw::ui::CompareRunReader</name>
    <message>
        <source>%1 · %2 · peer %3 · from %4 · %5 %6, %7 s, streams: %8, buffer %9, window %10</source>
        <translation>%1 · %2 · Gegenstelle %3 · von %4 · %5 %6, %7 s, Streams: %8, Puffer %9, Fenster %10</translation>
    </message>
    <message>
        <source>(unknown)</source>
        <translation>(unbekannt)</translation>
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
        <translation>Upload</translation>
    </message>
    <message>
        <source>Download</source>
        <translation>Download</translation>
    </message>
    <message>
        <source>Simultaneous</source>
        <translation>Gleichzeitig</translation>
    </message>
    <message>
        <source>not JSON: %1</source>
        <translation>kein JSON: %1</translation>
    </message>
</context>
<context>
    <name>bw::ui::CompareWindow</name>
    <message>
        <source>Compare results</source>
        <translation>Ergebnisse vergleichen</translation>
    </message>
    <message>
        <source>Hover a label for the run&apos;s date, peer and settings.</source>
        <translation>Zeigen Sie auf eine Bezeichnung für Datum, Gegenstelle und Einstellungen des Laufs.</translation>
    </message>
    <message>
        <source>The run the others are measured against, in %.</source>
        <translation>Der Lauf, an dem die anderen gemessen werden, in %.</translation>
    </message>
    <message>
        <source>&amp;Export for an article…</source>
        <translation>Für einen &amp;Artikel exportieren…</translation>
    </message>
    <message>
        <source>Save the charts as PNG (1200×675, 1920×1080) and SVG, the table as CSV and Markdown and every result as JSON into one folder.</source>
        <translation>Speichert die Diagramme als PNG (1200×675, 1920×1080) und SVG, die Tabelle als CSV und Markdown und jedes Ergebnis als JSON in einen Ordner.</translation>
    </message>
    <message>
        <source>&amp;Baseline:</source>
        <translation>&amp;Referenz:</translation>
    </message>
    <message numerus="yes">
        <source>Saved %n file(s) to %1</source>
        <translation>
            <numerusform>%n Datei nach %1 gespeichert</numerusform>
            <numerusform>%n Dateien nach %1 gespeichert</numerusform>
        </translation>
    </message>
    <message>
        <source>Folder for the article files</source>
        <translation>Ordner für die Artikeldateien</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Export fehlgeschlagen</translation>
    </message>
    <message>
        <source>&amp;Dark charts</source>
        <translation>&amp;Dunkle Diagramme</translation>
    </message>
    <message>
        <source>Export the charts in the dark theme, for a page with a dark background. The window keeps the light one.</source>
        <translation>Exportiert die Diagramme im dunklen Design, für eine Seite mit dunklem Hintergrund. Das Fenster bleibt hell.</translation>
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
        <translation>Der Name %1 ließ sich nicht auflösen.</translation>
    </message>
    <message>
        <source>Check the spelling, or type the peer&apos;s IP address.</source>
        <translation>Prüfen Sie die Schreibweise oder geben Sie die IP-Adresse der Gegenstelle ein.</translation>
    </message>
    <message>
        <source>%1 refused the connection: no Benchwire server listens there.</source>
        <translation>%1 hat die Verbindung abgelehnt: Dort lauscht kein Benchwire-Server.</translation>
    </message>
    <message>
        <source>Start &quot;benchwire-cli -s&quot; or the app in Serve mode on the peer, and check the port.</source>
        <translation>Starten Sie „benchwire-cli -s“ oder die App im Server-Modus auf der Gegenstelle und prüfen Sie den Port.</translation>
    </message>
    <message>
        <source>%1 cannot be reached from this interface.</source>
        <translation>%1 ist von dieser Schnittstelle aus nicht erreichbar.</translation>
    </message>
    <message>
        <source>Check the cable or Wi-Fi, and pick an interface on the peer&apos;s network.</source>
        <translation>Prüfen Sie Kabel oder WLAN und wählen Sie eine Schnittstelle im Netz der Gegenstelle.</translation>
    </message>
    <message>
        <source>The chosen local address or port cannot be used.</source>
        <translation>Die gewählte lokale Adresse oder der Port ist nicht nutzbar.</translation>
    </message>
    <message>
        <source>A setting is out of range.</source>
        <translation>Eine Einstellung liegt außerhalb des zulässigen Bereichs.</translation>
    </message>
    <message>
        <source>Correct the setting and retry.</source>
        <translation>Korrigieren Sie die Einstellung und versuchen Sie es erneut.</translation>
    </message>
    <message>
        <source>%1 is busy with another test.</source>
        <translation>%1 ist mit einem anderen Test beschäftigt.</translation>
    </message>
    <message>
        <source>Wait until that test ends, then try again.</source>
        <translation>Warten Sie, bis dieser Test endet, und versuchen Sie es dann erneut.</translation>
    </message>
    <message>
        <source>%1 speaks an incompatible protocol version.</source>
        <translation>%1 spricht eine inkompatible Protokollversion.</translation>
    </message>
    <message>
        <source>Update Benchwire on both machines to the same version.</source>
        <translation>Bringen Sie Benchwire auf beiden Rechnern auf dieselbe Version.</translation>
    </message>
    <message>
        <source>%1 refused the test&apos;s settings.</source>
        <translation>%1 hat die Einstellungen des Tests abgelehnt.</translation>
    </message>
    <message>
        <source>Use fewer streams or a shorter duration, or raise the server&apos;s limits.</source>
        <translation>Verwenden Sie weniger Streams oder eine kürzere Dauer, oder erhöhen Sie die Grenzen des Servers.</translation>
    </message>
    <message>
        <source>%1 sent something this version does not understand.</source>
        <translation>%1 hat etwas gesendet, das diese Version nicht versteht.</translation>
    </message>
    <message>
        <source>Make sure the peer runs Benchwire or iperf3 3.12 or newer.</source>
        <translation>Stellen Sie sicher, dass auf der Gegenstelle Benchwire oder iperf3 ab 3.12 läuft.</translation>
    </message>
    <message>
        <source>The connection to %1 was lost during the test.</source>
        <translation>Die Verbindung zu %1 ist während des Tests abgerissen.</translation>
    </message>
    <message>
        <source>Check the link and the peer, then run again. The intervals measured so far are still shown.</source>
        <translation>Prüfen Sie Verbindung und Gegenstelle und starten Sie erneut. Die bisher gemessenen Intervalle bleiben sichtbar.</translation>
    </message>
    <message>
        <source>The test was stopped before data flowed.</source>
        <translation>Der Test wurde gestoppt, bevor Daten flossen.</translation>
    </message>
    <message>
        <source>Run it again.</source>
        <translation>Starten Sie ihn erneut.</translation>
    </message>
    <message>
        <source>The peer or this system lacks a feature the test needs.</source>
        <translation>Der Gegenstelle oder diesem System fehlt eine Funktion, die der Test braucht.</translation>
    </message>
    <message>
        <source>Change the settings (for example the IP version) and retry.</source>
        <translation>Ändern Sie die Einstellungen (zum Beispiel die IP-Version) und versuchen Sie es erneut.</translation>
    </message>
    <message>
        <source>The test failed with a network error.</source>
        <translation>Der Test ist mit einem Netzwerkfehler fehlgeschlagen.</translation>
    </message>
    <message>
        <source>Check the connection to the peer and retry.</source>
        <translation>Prüfen Sie die Verbindung zur Gegenstelle und versuchen Sie es erneut.</translation>
    </message>
    <message>
        <source>Pick another interface or address, or choose &quot;Any interface&quot;.</source>
        <translation>Wählen Sie eine andere Schnittstelle oder Adresse oder „Beliebige Schnittstelle“.</translation>
    </message>
    <message>
        <source>%1 did not answer in time: a firewall filters the port, or the address or route is wrong.</source>
        <translation>%1 hat nicht rechtzeitig geantwortet: Eine Firewall filtert den Port, oder Adresse oder Route sind falsch.</translation>
    </message>
    <message>
        <source>Allow the test port (TCP and UDP) through the peer&apos;s firewall, or check the address. Check tells more.</source>
        <translation>Geben Sie den Test-Port (TCP und UDP) in der Firewall der Gegenstelle frei oder prüfen Sie die Adresse. „Prüfen“ sagt mehr.</translation>
    </message>
    <message>
        <source>TCP reached %1, UDP did not: its firewall (or one on the path) blocks UDP.</source>
        <translation>TCP hat %1 erreicht, UDP nicht: Dessen Firewall (oder eine auf dem Weg) blockiert UDP.</translation>
    </message>
    <message>
        <source>Allow UDP on the test port through the peer&apos;s firewall, or run a TCP test.</source>
        <translation>Geben Sie UDP auf dem Test-Port in der Firewall der Gegenstelle frei oder führen Sie einen TCP-Test aus.</translation>
    </message>
</context>
<context>
    <name>bw::ui::ExportController</name>
    <message>
        <source>Export chart as &amp;PNG…</source>
        <translation>Diagramm als &amp;PNG exportieren …</translation>
    </message>
    <message>
        <source>Save the chart as a PNG image at a size and DPI you choose.</source>
        <translation>Speichert das Diagramm als PNG-Bild in wählbarer Größe und Auflösung (DPI).</translation>
    </message>
    <message>
        <source>Export chart as &amp;SVG…</source>
        <translation>Diagramm als &amp;SVG exportieren …</translation>
    </message>
    <message>
        <source>Save the chart as a scalable SVG drawing.</source>
        <translation>Speichert das Diagramm als skalierbare SVG-Grafik.</translation>
    </message>
    <message>
        <source>Export intervals as &amp;CSV…</source>
        <translation>Intervalle als &amp;CSV exportieren …</translation>
    </message>
    <message>
        <source>Save one row per interval and direction, for spreadsheets.</source>
        <translation>Speichert eine Zeile je Intervall und Richtung, für Tabellenkalkulationen.</translation>
    </message>
    <message>
        <source>Save result as &amp;JSON…</source>
        <translation>Ergebnis als &amp;JSON speichern …</translation>
    </message>
    <message>
        <source>Save the full result in Benchwire&apos;s versioned JSON format.</source>
        <translation>Speichert das vollständige Ergebnis im versionierten JSON-Format von Benchwire.</translation>
    </message>
    <message>
        <source>&amp;Copy chart</source>
        <translation>Diagramm &amp;kopieren</translation>
    </message>
    <message>
        <source>Copy the chart to the clipboard as an image.</source>
        <translation>Kopiert das Diagramm als Bild in die Zwischenablage.</translation>
    </message>
    <message>
        <source>&amp;Open result…</source>
        <translation>Ergebnis ö&amp;ffnen …</translation>
    </message>
    <message>
        <source>Show a result saved earlier as JSON.</source>
        <translation>Zeigt ein früher als JSON gespeichertes Ergebnis an.</translation>
    </message>
    <message>
        <source>Export chart as PNG</source>
        <translation>Diagramm als PNG exportieren</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG-Bilder (*.png)</translation>
    </message>
    <message>
        <source>Export chart as SVG</source>
        <translation>Diagramm als SVG exportieren</translation>
    </message>
    <message>
        <source>SVG drawings (*.svg)</source>
        <translation>SVG-Grafiken (*.svg)</translation>
    </message>
    <message>
        <source>Export intervals as CSV</source>
        <translation>Intervalle als CSV exportieren</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV-Dateien (*.csv)</translation>
    </message>
    <message>
        <source>Save result as JSON</source>
        <translation>Ergebnis als JSON speichern</translation>
    </message>
    <message>
        <source>Benchwire results (*.json)</source>
        <translation>Benchwire-Ergebnisse (*.json)</translation>
    </message>
    <message>
        <source>Open result</source>
        <translation>Ergebnis öffnen</translation>
    </message>
    <message>
        <source>There is no finished result to export yet. Run a test first, or open a saved result.</source>
        <translation>Es gibt noch kein fertiges Ergebnis zum Exportieren. Führen Sie zuerst einen Test aus, oder öffnen Sie ein gespeichertes Ergebnis.</translation>
    </message>
    <message>
        <source>Export &amp;report (HTML or PDF)…</source>
        <translation>&amp;Bericht exportieren (HTML oder PDF)…</translation>
    </message>
    <message>
        <source>Save the chart, the results table, CPU, latency and link facts as one HTML page or PDF.</source>
        <translation>Speichert Diagramm, Ergebnistabelle, CPU, Latenz und Verbindungsdaten als eine HTML-Seite oder PDF.</translation>
    </message>
    <message>
        <source>There is no finished result to report yet. Run a test first, or open a saved result.</source>
        <translation>Es gibt noch kein fertiges Ergebnis für einen Bericht. Führen Sie zuerst einen Test aus oder öffnen Sie ein gespeichertes Ergebnis.</translation>
    </message>
    <message>
        <source>Export report</source>
        <translation>Bericht exportieren</translation>
    </message>
    <message>
        <source>HTML pages (*.html);;PDF documents (*.pdf)</source>
        <translation>HTML-Seiten (*.html);;PDF-Dokumente (*.pdf)</translation>
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
        <translation>%1 konnte nicht geschrieben werden. Wählen Sie einen anderen Ordner, oder prüfen Sie, dass der Datenträger Platz hat und Sie dort schreiben dürfen.</translation>
    </message>
    <message>
        <source>Could not create the folder %1. Choose another folder, or one you may write to.</source>
        <translation>Der Ordner %1 konnte nicht angelegt werden. Wählen Sie einen anderen Ordner, oder einen, in den Sie schreiben dürfen.</translation>
    </message>
    <message>
        <source>Could not open %1. Check that the file is still there and that you may read it.</source>
        <translation>%1 konnte nicht geöffnet werden. Prüfen Sie, dass die Datei noch vorhanden ist und Sie sie lesen dürfen.</translation>
    </message>
    <message>
        <source>%1: no such file. Check the name and the folder, then give it again.</source>
        <translation>%1: keine solche Datei. Prüfen Sie Name und Ordner, und geben Sie sie erneut an.</translation>
    </message>
    <message>
        <source>%1 is not a Benchwire result (%2). Choose a .json file that Benchwire saved: Save result as JSON, history export, or benchwire-cli -J.</source>
        <translation>%1 ist kein Benchwire-Ergebnis (%2). Wählen Sie eine .json-Datei, die Benchwire gespeichert hat: Ergebnis als JSON speichern, Verlaufsexport oder benchwire-cli -J.</translation>
    </message>
    <message>
        <source>%1 holds a run that failed and has no figures (%2). Choose a run that finished, or run the test again.</source>
        <translation>%1 enthält einen fehlgeschlagenen Lauf ohne Werte (%2). Wählen Sie einen abgeschlossenen Lauf, oder führen Sie den Test erneut aus.</translation>
    </message>
</context>
<context>
    <name>bw::ui::FirewallController</name>
    <message>
        <source>The rules for port %1 were removed.</source>
        <translation>Die Regeln für Port %1 wurden entfernt.</translation>
    </message>
    <message>
        <source>TCP and UDP port %1 are now allowed.</source>
        <translation>TCP- und UDP-Port %1 sind jetzt freigegeben.</translation>
    </message>
    <message>
        <source>The commands did not succeed: %1. Run them yourself as administrator (they are listed above), or allow the port in the firewall&apos;s own settings.</source>
        <translation>Die Befehle waren nicht erfolgreich: %1. Führen Sie sie selbst als Administrator aus (sie stehen oben), oder erlauben Sie den Port in den Einstellungen der Firewall.</translation>
    </message>
</context>
<context>
    <name>bw::ui::FirewallDialog</name>
    <message>
        <source>Allow through firewall</source>
        <translation>In der Firewall freigeben</translation>
    </message>
    <message>
        <source>These commands let TCP and UDP port %1 in (%2). They add rules named &quot;%3&quot; and never turn the firewall off. They run with administrator rights after you click &quot;Allow&quot;.</source>
        <translation>Diese Befehle lassen TCP- und UDP-Port %1 herein (%2). Sie fügen Regeln namens „%3“ hinzu und schalten die Firewall nie ab. Sie laufen mit Administratorrechten, nachdem Sie auf „Freigeben“ klicken.</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Kopieren</translation>
    </message>
    <message>
        <source>Temporary (remove when serving stops)</source>
        <translation>Vorübergehend (beim Beenden des Servers entfernen)</translation>
    </message>
    <message>
        <source>Nothing to do: the firewall lets the port in already, or no firewall was found.</source>
        <translation>Nichts zu tun: Die Firewall lässt den Port bereits herein, oder es wurde keine Firewall gefunden.</translation>
    </message>
    <message>
        <source>Allow</source>
        <translation>Freigeben</translation>
    </message>
    <message>
        <source>Running the commands; confirm the request for administrator rights.</source>
        <translation>Die Befehle laufen; bestätigen Sie die Anfrage nach Administratorrechten.</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
</context>
<context>
    <name>bw::ui::HelpMenu</name>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <source>User&apos;s guide</source>
        <translation>Benutzerhandbuch</translation>
    </message>
    <message>
        <source>The user&apos;s guide is not installed here. It is README.md and the docs folder of Benchwire&apos;s source.</source>
        <translation>Das Benutzerhandbuch ist hier nicht installiert. Es besteht aus README.md und dem Ordner docs in Benchwires Quellcode.</translation>
    </message>
    <message>
        <source>No program opens %1 here. Open it with a text editor or a Markdown viewer.</source>
        <translation>Kein Programm öffnet hier %1. Öffnen Sie die Datei mit einem Texteditor oder einem Markdown-Betrachter.</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Benchwire %1&lt;/h3&gt;&lt;p&gt;Network throughput tests between two machines.&lt;/p&gt;&lt;p&gt;Protocol version %2&lt;br&gt;Build: %3&lt;br&gt;Qt %4 (built with Qt %5)&lt;/p&gt;&lt;p&gt;Benchwire&apos;s source code is under the MIT licence. This app links Qt, under the GNU LGPL version 3, and Qt Charts, under the GNU GPL version 3, so this program as distributed is covered by the GNU General Public License version 3. benchwire-cli uses no Qt and is under the MIT licence alone. The licence texts come with the app (Windows: the licenses folder; Linux: /usr/share/doc/benchwire/copyright).&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Benchwire %1&lt;/h3&gt;&lt;p&gt;Netzwerk-Durchsatztests zwischen zwei Rechnern.&lt;/p&gt;&lt;p&gt;Protokollversion %2&lt;br&gt;Build: %3&lt;br&gt;Qt %4 (gebaut mit Qt %5)&lt;/p&gt;&lt;p&gt;Benchwires Quellcode steht unter der MIT-Lizenz. Diese App bindet Qt unter der GNU LGPL Version 3 und Qt Charts unter der GNU GPL Version 3 ein; das Programm, wie es verteilt wird, steht daher unter der GNU General Public License Version 3. benchwire-cli verwendet kein Qt und steht allein unter der MIT-Lizenz. Die Lizenztexte liegen der App bei (Windows: der Ordner licenses; Linux: /usr/share/doc/benchwire/copyright).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;User&apos;s guide</source>
        <translation>&amp;Benutzerhandbuch</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Tastenkürzel</translation>
    </message>
    <message>
        <source>&amp;About Benchwire</source>
        <translation>Ü&amp;ber Benchwire</translation>
    </message>
    <message>
        <source>About Benchwire</source>
        <translation>Über Benchwire</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Über &amp;Qt</translation>
    </message>
</context>
<context>
    <name>bw::ui::HistoryDatabase</name>
    <message>
        <source>unknown schema version %1</source>
        <translation>unbekannte Schema-Version %1</translation>
    </message>
    <message>
        <source>The run history was written by a newer Benchwire. It was kept as %1; a new history was started.</source>
        <translation>Der Verlauf wurde von einer neueren Benchwire-Version geschrieben. Er wurde als %1 aufbewahrt; ein neuer Verlauf wurde begonnen.</translation>
    </message>
    <message>
        <source>The run history was damaged (%1). It was kept as %2; a new history was started.</source>
        <translation>Der Verlauf war beschädigt (%1). Er wurde als %2 aufbewahrt; ein neuer Verlauf wurde begonnen.</translation>
    </message>
    <message>
        <source>The run history folder %1 could not be created. Runs are kept only until the app closes: check that you may write there, then restart Benchwire.</source>
        <translation>Der Verlaufsordner %1 konnte nicht angelegt werden. Läufe bleiben nur bis zum Schließen der App erhalten: Prüfen Sie, dass Sie dort schreiben dürfen, und starten Sie Benchwire neu.</translation>
    </message>
    <message>
        <source>The run history %1 could not be read (%2), nor moved aside. Runs are kept only until the app closes: move that file away yourself, then restart Benchwire.</source>
        <translation>Der Verlauf %1 konnte weder gelesen (%2) noch beiseitegelegt werden. Läufe bleiben nur bis zum Schließen der App erhalten: Verschieben Sie die Datei selbst, und starten Sie Benchwire neu.</translation>
    </message>
</context>
<context>
    <name>bw::ui::HistoryDetails</name>
    <message>
        <source>e.g. &quot;Beelink SER8, Wi-Fi 7, 6 GHz&quot;</source>
        <translation>z. B. „Beelink SER8, Wi-Fi 7, 6 GHz“</translation>
    </message>
    <message>
        <source>The run&apos;s name in the list, in comparisons and in exports.</source>
        <translation>Der Name des Laufs in der Liste, in Vergleichen und in Exporten.</translation>
    </message>
    <message>
        <source>e.g. wifi, review</source>
        <translation>z. B. wlan, testbericht</translation>
    </message>
    <message>
        <source>Words to find and group runs by, separated by commas.</source>
        <translation>Wörter zum Finden und Gruppieren von Läufen, durch Kommas getrennt.</translation>
    </message>
    <message>
        <source>Anything worth remembering about this run</source>
        <translation>Alles, was man sich zu diesem Lauf merken sollte</translation>
    </message>
    <message>
        <source>&amp;Label:</source>
        <translation>&amp;Bezeichnung:</translation>
    </message>
    <message>
        <source>T&amp;ags:</source>
        <translation>T&amp;ags:</translation>
    </message>
    <message>
        <source>N&amp;ote:</source>
        <translation>N&amp;otiz:</translation>
    </message>
    <message>
        <source>Choose one run to name, tag or annotate it.</source>
        <translation>Wählen Sie einen Lauf, um ihn zu benennen, zu taggen oder zu kommentieren.</translation>
    </message>
    <message>
        <source>%1, %2 stream(s), started %3</source>
        <translation>%1, %2 Stream(s), gestartet %3</translation>
    </message>
</context>
<context>
    <name>bw::ui::HistoryFile</name>
    <message>
        <source>no JSON document</source>
        <translation>kein JSON-Dokument</translation>
    </message>
</context>
<context>
    <name>bw::ui::HistoryModel</name>
    <message>
        <source>Imported from a file</source>
        <translation>Aus einer Datei importiert</translation>
    </message>
    <message>
        <source>Label</source>
        <translation>Bezeichnung</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Peer</source>
        <translation>Gegenstelle</translation>
    </message>
    <message>
        <source>Protocol</source>
        <translation>Protokoll</translation>
    </message>
    <message>
        <source>Direction</source>
        <translation>Richtung</translation>
    </message>
    <message>
        <source>Upload</source>
        <translation>Upload</translation>
    </message>
    <message>
        <source>Download</source>
        <translation>Download</translation>
    </message>
    <message>
        <source>Tags</source>
        <translation>Tags</translation>
    </message>
    <message>
        <source>served to %1</source>
        <translation>bedient für %1</translation>
    </message>
    <message>
        <source>A test this PC served to %1</source>
        <translation>Ein Test, den dieser PC für %1 bedient hat</translation>
    </message>
    <message>
        <source>n/a</source>
        <translation>k. A.</translation>
    </message>
</context>
<context>
    <name>bw::ui::HistoryPanel</name>
    <message>
        <source>Dismiss</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Hide this message.</source>
        <translation>Diese Meldung ausblenden.</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>Bring the deleted runs back.</source>
        <translation>Holt die gelöschten Läufe zurück.</translation>
    </message>
    <message>
        <source>Search label, peer, tags, note</source>
        <translation>Bezeichnung, Gegenstelle, Tags, Notiz durchsuchen</translation>
    </message>
    <message>
        <source>Every word must match the label, peer, tags or note.</source>
        <translation>Jedes Wort muss in Bezeichnung, Gegenstelle, Tags oder Notiz vorkommen.</translation>
    </message>
    <message>
        <source>Only runs against this peer</source>
        <translation>Nur Läufe gegen diese Gegenstelle</translation>
    </message>
    <message>
        <source>Any peer</source>
        <translation>Alle Gegenstellen</translation>
    </message>
    <message>
        <source>Only runs from this period</source>
        <translation>Nur Läufe aus diesem Zeitraum</translation>
    </message>
    <message>
        <source>Any date</source>
        <translation>Jedes Datum</translation>
    </message>
    <message>
        <source>Today</source>
        <translation>Heute</translation>
    </message>
    <message>
        <source>Last 7 days</source>
        <translation>Letzte 7 Tage</translation>
    </message>
    <message>
        <source>Last 30 days</source>
        <translation>Letzte 30 Tage</translation>
    </message>
    <message>
        <source>Last 365 days</source>
        <translation>Letzte 365 Tage</translation>
    </message>
    <message>
        <source>Only TCP or only UDP runs</source>
        <translation>Nur TCP- oder nur UDP-Läufe</translation>
    </message>
    <message>
        <source>TCP and UDP</source>
        <translation>TCP und UDP</translation>
    </message>
    <message>
        <source>Only runs in this direction</source>
        <translation>Nur Läufe in dieser Richtung</translation>
    </message>
    <message>
        <source>Any direction</source>
        <translation>Jede Richtung</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>Ö&amp;ffnen</translation>
    </message>
    <message>
        <source>Show the run&apos;s charts and results table as they were.</source>
        <translation>Zeigt Diagramme und Ergebnistabelle des Laufs so, wie sie waren.</translation>
    </message>
    <message>
        <source>&amp;Run again</source>
        <translation>&amp;Erneut starten</translation>
    </message>
    <message>
        <source>Load the run&apos;s peer and settings, and start it again.</source>
        <translation>Lädt Gegenstelle und Einstellungen des Laufs und startet ihn erneut.</translation>
    </message>
    <message>
        <source>&amp;Compare</source>
        <translation>&amp;Vergleichen</translation>
    </message>
    <message>
        <source>Compare 2 to 8 chosen runs on one chart and in one table.</source>
        <translation>Vergleicht 2 bis 8 gewählte Läufe in einem Diagramm und einer Tabelle.</translation>
    </message>
    <message>
        <source>E&amp;xport…</source>
        <translation>E&amp;xportieren…</translation>
    </message>
    <message>
        <source>Save the run as a JSON file, with its label, tags and note.</source>
        <translation>Speichert den Lauf als JSON-Datei, mit Bezeichnung, Tags und Notiz.</translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation>&amp;Importieren…</translation>
    </message>
    <message>
        <source>Keep results saved as JSON by Benchwire or by benchwire-cli -J.</source>
        <translation>Übernimmt Ergebnisse, die Benchwire oder benchwire-cli -J als JSON gespeichert hat, in den Verlauf.</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Löschen</translation>
    </message>
    <message>
        <source>Remove the chosen runs from the history (can be undone).</source>
        <translation>Entfernt die gewählten Läufe aus dem Verlauf (rückgängig machbar).</translation>
    </message>
    <message numerus="yes">
        <source>Deleted %n run(s).</source>
        <translation>
            <numerusform>%n Lauf gelöscht.</numerusform>
            <numerusform>%n Läufe gelöscht.</numerusform>
        </translation>
    </message>
    <message>
        <source>Import results</source>
        <translation>Ergebnisse importieren</translation>
    </message>
    <message>
        <source>Benchwire results (*.json);;All files (*)</source>
        <translation>Benchwire-Ergebnisse (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Export result</source>
        <translation>Ergebnis exportieren</translation>
    </message>
    <message>
        <source>Benchwire result (*.json)</source>
        <translation>Benchwire-Ergebnis (*.json)</translation>
    </message>
    <message>
        <source>Only runs made here, tests this PC served, or imported files</source>
        <translation>Nur hier ausgeführte Läufe, von diesem PC bediente Tests oder importierte Dateien</translation>
    </message>
    <message>
        <source>Any origin</source>
        <translation>Jede Herkunft</translation>
    </message>
    <message>
        <source>Run here</source>
        <translation>Hier ausgeführt</translation>
    </message>
    <message>
        <source>Served</source>
        <translation>Bedient</translation>
    </message>
    <message>
        <source>Imported</source>
        <translation>Importiert</translation>
    </message>
    <message>
        <source>The run history could not be updated: %1. Check that the disk has room and that you may write to the history&apos;s folder, then run the test again.</source>
        <translation>Der Verlauf konnte nicht aktualisiert werden: %1. Prüfen Sie, dass der Datenträger Platz hat und Sie in den Verlaufsordner schreiben dürfen, und führen Sie den Test erneut aus.</translation>
    </message>
    <message>
        <source>This run could not be read back: %1. Delete it from the history, or choose another run.</source>
        <translation>Dieser Lauf konnte nicht zurückgelesen werden: %1. Löschen Sie ihn aus dem Verlauf, oder wählen Sie einen anderen Lauf.</translation>
    </message>
</context>
<context>
    <name>bw::ui::ImageSizeDialog</name>
    <message>
        <source>Chart size</source>
        <translation>Diagrammgröße</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Benutzerdefiniert</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>Common sizes for articles and slides.</source>
        <translation>Übliche Größen für Artikel und Folien.</translation>
    </message>
    <message>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <source>Width of the image in pixels.</source>
        <translation>Breite des Bildes in Pixeln.</translation>
    </message>
    <message>
        <source>Height of the image in pixels.</source>
        <translation>Höhe des Bildes in Pixeln.</translation>
    </message>
    <message>
        <source>Dots per inch: 96 is screen size; 192 draws text and lines twice as large, for high-resolution print.</source>
        <translation>Punkte pro Zoll: 96 entspricht der Bildschirmgröße; 192 zeichnet Text und Linien doppelt so groß, für hochauflösenden Druck.</translation>
    </message>
    <message>
        <source>&amp;Size:</source>
        <translation>&amp;Größe:</translation>
    </message>
    <message>
        <source>&amp;Width:</source>
        <translation>&amp;Breite:</translation>
    </message>
    <message>
        <source>&amp;Height:</source>
        <translation>&amp;Höhe:</translation>
    </message>
    <message>
        <source>&amp;DPI:</source>
        <translation>&amp;DPI:</translation>
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
        <translation>WLAN</translation>
    </message>
    <message>
        <source>Loopback</source>
        <translation>Loopback</translation>
    </message>
    <message>
        <source>Virtual</source>
        <translation>Virtuell</translation>
    </message>
    <message>
        <source>Unknown type</source>
        <translation>Unbekannter Typ</translation>
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
        <source>Do not bind: the operating system picks the route to the peer.</source>
        <translation>Nicht binden: Das Betriebssystem wählt den Weg zur Gegenstelle.</translation>
    </message>
    <message>
        <source>Bind the test to %1 on %2.
Addresses of this interface: %3</source>
        <translation>Test an %1 auf %2 binden.
Adressen dieser Schnittstelle: %3</translation>
    </message>
    <message>
        <source>Any interface</source>
        <translation>Beliebige Schnittstelle</translation>
    </message>
    <message>
        <source>%1 duplex</source>
        <translation>%1 Duplex</translation>
    </message>
    <message>
        <source>Link: %1</source>
        <translation>Verbindung: %1</translation>
    </message>
</context>
<context>
    <name>bw::ui::Language</name>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Sprache</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Systemsprache</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>The language changes when Benchwire starts again.</source>
        <translation>Die Sprache wechselt beim nächsten Start von Benchwire.</translation>
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
        <translation>Umlaufzeit, Median</translation>
    </message>
    <message>
        <source>Upload, one way</source>
        <translation>Upload, eine Richtung</translation>
    </message>
    <message>
        <source>Download, one way</source>
        <translation>Download, eine Richtung</translation>
    </message>
    <message>
        <source>Sent from here, one way</source>
        <translation>Von hier gesendet, eine Richtung</translation>
    </message>
    <message>
        <source>Received here, one way</source>
        <translation>Hier empfangen, eine Richtung</translation>
    </message>
    <message>
        <source>Idle, median</source>
        <translation>Leerlauf, Median</translation>
    </message>
    <message>
        <source>Idle, 95th percentile</source>
        <translation>Leerlauf, 95. Perzentil</translation>
    </message>
    <message>
        <source>no probes in this result</source>
        <translation>keine Messproben in diesem Ergebnis</translation>
    </message>
    <message>
        <source>Latency: n/a (%1)</source>
        <translation>Latenz: k. A. (%1)</translation>
    </message>
    <message>
        <source>One-way delay: %1</source>
        <translation>Einwegverzögerung: %1</translation>
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
        <translation>k. A.</translation>
    </message>
    <message>
        <source>n/a (%1)</source>
        <translation>k. A. (%1)</translation>
    </message>
    <message>
        <source>median %1, 95th %2, 99th %3</source>
        <translation>Median %1, 95. %2, 99. %3</translation>
    </message>
    <message>
        <source>n/a (no idle phase)</source>
        <translation>k. A. (keine Leerlaufphase)</translation>
    </message>
    <message>
        <source>median %1, 95th %2</source>
        <translation>Median %1, 95. %2</translation>
    </message>
    <message>
        <source>n/a (no probe came back)</source>
        <translation>k. A. (keine Messprobe kam zurück)</translation>
    </message>
    <message>
        <source>n/a (needs the idle phase)</source>
        <translation>k. A. (braucht die Leerlaufphase)</translation>
    </message>
    <message>
        <source>%1 (up %2, down %3)</source>
        <translation>%1 (hin %2, zurück %3)</translation>
    </message>
    <message>
        <source>%1 (sent %2, received %3)</source>
        <translation>%1 (gesendet %2, empfangen %3)</translation>
    </message>
    <message>
        <source>%1 of %2 (%3 %)</source>
        <translation>%1 von %2 (%3 %)</translation>
    </message>
    <message>
        <source>Ethernet</source>
        <translation>Ethernet</translation>
    </message>
    <message>
        <source>Wi-Fi</source>
        <translation>WLAN</translation>
    </message>
    <message>
        <source>loopback</source>
        <translation>Loopback</translation>
    </message>
    <message>
        <source>virtual</source>
        <translation>virtuell</translation>
    </message>
    <message>
        <source>unknown kind</source>
        <translation>unbekannte Art</translation>
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
        <translation>%1 Ethernet</translation>
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
        <translation>WLAN, kein Messwert</translation>
    </message>
    <message>
        <source>Wi-Fi, no reading (%1)</source>
        <translation>WLAN, kein Messwert (%1)</translation>
    </message>
    <message>
        <source>channel %1</source>
        <translation>Kanal %1</translation>
    </message>
    <message>
        <source>PHY send %1</source>
        <translation>PHY senden %1</translation>
    </message>
    <message>
        <source>PHY receive %1</source>
        <translation>PHY empfangen %1</translation>
    </message>
    <message>
        <source>signal %1 dBm</source>
        <translation>Signal %1 dBm</translation>
    </message>
    <message>
        <source>%1 duplex</source>
        <translation>%1 Duplex</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Client: %1</source>
        <translation>Client: %1</translation>
    </message>
    <message>
        <source>Server: %1</source>
        <translation>Server: %1</translation>
    </message>
    <message>
        <source>n/a (no probe came back to relate the two clocks)</source>
        <translation>k. A. (keine Sonde kam zurück, um die beiden Uhren abzugleichen)</translation>
    </message>
    <message>
        <source>n/a (the clocks&apos; offset is known only to ±%1; one-way figures need ±%2, and round trips cannot tell a one-sided path from a clock offset)</source>
        <translation>k. A. (der Versatz der Uhren ist nur auf ±%1 bekannt; Einwegwerte brauchen ±%2, und Umlaufzeiten können einen einseitigen Pfad nicht von einem Uhrenversatz unterscheiden)</translation>
    </message>
    <message>
        <source>one clock</source>
        <translation>eine Uhr</translation>
    </message>
    <message>
        <source>clock offset %1 ± %2</source>
        <translation>Uhrenversatz %1 ± %2</translation>
    </message>
    <message>
        <source>sent: median %1; received: median %2 (%3)</source>
        <translation>gesendet: Median %1; empfangen: Median %2 (%3)</translation>
    </message>
    <message>
        <source>up: median %1; down: median %2 (%3)</source>
        <translation>hoch: Median %1; runter: Median %2 (%3)</translation>
    </message>
    <message>
        <source>n/a (the clocks&apos; offset is known only to ±%1; needs ±%2)</source>
        <translation>k. A. (der Versatz der Uhren ist nur auf ±%1 bekannt; nötig sind ±%2)</translation>
    </message>
</context>
<context>
    <name>bw::ui::LiveChart</name>
    <message>
        <source>Throughput per direction: solid lines are what the receiver got, dashed lines what the sender wrote.</source>
        <translation>Durchsatz je Richtung: durchgezogene Linien zeigen, was der Empfänger erhielt, gestrichelte, was der Sender schrieb.</translation>
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
%2 bei %3 s</translation>
    </message>
    <message>
        <source>UDP: datagrams lost per interval in percent (solid, left axis) and the jitter in milliseconds (dashed, right axis).</source>
        <translation>UDP: verlorene Datagramme je Intervall in Prozent (durchgezogen, linke Achse) und der Jitter in Millisekunden (gestrichelt, rechte Achse).</translation>
    </message>
    <message>
        <source>Latency under load: the probes&apos; median round trip per interval (solid) and the delay each way where the clocks could be related (dashed), against the idle baseline (grey: median, dotted: 95th percentile).</source>
        <translation>Latenz unter Last: die mittlere Umlaufzeit (Median) der Messproben je Intervall (durchgezogen) und die Verzögerung je Richtung, wo sich die Uhren abgleichen ließen (gestrichelt), gegenüber der Leerlauf-Basis (grau: Median, gepunktet: 95. Perzentil).</translation>
    </message>
    <message>
        <source>Show Wi-Fi PHY rate</source>
        <translation>WLAN-PHY-Rate zeigen</translation>
    </message>
    <message>
        <source>Plot the Wi-Fi link&apos;s negotiated PHY rates (each end&apos;s send and receive rate, as its driver reports them) beside the throughput. Only for ends on Wi-Fi.</source>
        <translation>Zeichnet die ausgehandelten PHY-Raten der WLAN-Verbindung (Sende- und Empfangsrate jedes Endes, wie sein Treiber sie meldet) neben dem Durchsatz. Nur für Enden im WLAN.</translation>
    </message>
    <message>
        <source>%1
%2 ms at %3 s</source>
        <translation>%1
%2 ms bei %3 s</translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Hide this message; the chart keeps the mark where the run ended.</source>
        <translation>Diese Meldung ausblenden; das Diagramm behält die Markierung, wo der Test endete.</translation>
    </message>
    <message>
        <source>&lt;b&gt;The test failed after %1 s: %2&lt;/b&gt;&lt;br&gt;%3</source>
        <translation>&lt;b&gt;Der Test ist nach %1 s fehlgeschlagen: %2&lt;/b&gt;&lt;br&gt;%3</translation>
    </message>
    <message>
        <source>CPU use of this PC and of the peer, in percent of all cores, and each host&apos;s busiest core (dotted): one core near 100 % limits a stream even when the host looks idle.</source>
        <translation>CPU-Last dieses PCs und der Gegenstelle in Prozent aller Kerne, dazu der meistbelastete Kern jedes Rechners (gepunktet): Ein Kern nahe 100 % begrenzt einen Stream, auch wenn der Rechner untätig wirkt.</translation>
    </message>
    <message>
        <source>Each stream&apos;s rate per interval as this end counted it (sent where it sends, received where it receives), and Jain&apos;s fairness index of the streams&apos; measured totals: 1 when all moved the same, 1/n when one stream moved everything.</source>
        <translation>Die Rate jedes Streams pro Intervall, wie dieses Ende sie gezählt hat (gesendet, wo es sendet, empfangen, wo es empfängt), und Jains Fairness-Index der gemessenen Summen der Streams: 1, wenn alle gleich viel übertrugen, 1/n, wenn ein Stream alles übertrug.</translation>
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
        <translation>Ergebnisse je Richtung. Zeigen Sie auf einen Zeilennamen, um seine Bedeutung zu sehen.</translation>
    </message>
    <message>
        <source>Chart title, e.g. &quot;Mini PC X, Wi-Fi 6 5 GHz, upload&quot;</source>
        <translation>Diagrammtitel, z. B. „Mini-PC X, Wi-Fi 6 5 GHz, Upload“</translation>
    </message>
    <message>
        <source>Shown above the chart and in exported images.</source>
        <translation>Wird über dem Diagramm und in exportierten Bildern angezeigt.</translation>
    </message>
    <message>
        <source>Subtitle</source>
        <translation>Untertitel</translation>
    </message>
    <message>
        <source>A second line under the title. Date, peer, interface and settings are added below it automatically.</source>
        <translation>Eine zweite Zeile unter dem Titel. Datum, Gegenstelle, Schnittstelle und Einstellungen werden automatisch darunter ergänzt.</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportieren</translation>
    </message>
    <message>
        <source>T&amp;itle:</source>
        <translation>T&amp;itel:</translation>
    </message>
    <message>
        <source>Su&amp;btitle:</source>
        <translation>U&amp;ntertitel:</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Dark theme</source>
        <translation>&amp;Dunkles Design</translation>
    </message>
    <message>
        <source>Switch between the light and the dark theme.</source>
        <translation>Wechselt zwischen hellem und dunklem Design.</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(keine)</translation>
    </message>
    <message>
        <source>Auto</source>
        <translation>Automatisch</translation>
    </message>
    <message>
        <source>&amp;Review matrix…</source>
        <translation>&amp;Prüfreihe…</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Verlauf</translation>
    </message>
    <message>
        <source>&amp;Panes</source>
        <translation>&amp;Bereiche</translation>
    </message>
    <message>
        <source>&amp;Latency</source>
        <translation>&amp;Latenz</translation>
    </message>
    <message>
        <source>Loss and &amp;jitter (UDP)</source>
        <translation>Verlust und &amp;Jitter (UDP)</translation>
    </message>
    <message>
        <source>&amp;CPU</source>
        <translation>&amp;CPU</translation>
    </message>
    <message>
        <source>Per &amp;stream</source>
        <translation>Pro &amp;Stream</translation>
    </message>
    <message>
        <source>Save the chart as PNG or SVG, the data as CSV or JSON, a report as HTML or PDF, or copy the chart.</source>
        <translation>Speichert das Diagramm als PNG oder SVG, die Daten als CSV oder JSON, einen Bericht als HTML oder PDF, oder kopiert das Diagramm.</translation>
    </message>
    <message>
        <source>The series&apos; summary is saved in %1.</source>
        <translation>Die Zusammenfassung der Serie ist in %1 gespeichert.</translation>
    </message>
    <message>
        <source>%1 · peer %2:%3 · from %4 · %5, streams: %6, buffer %7, window %8</source>
        <translation>%1 · Gegenstelle %2:%3 · von %4 · %5, Streams: %6, Puffer %7, Fenster %8</translation>
    </message>
    <message>
        <source>&amp;Overnight run…</source>
        <translation>&amp;Nachtlauf…</translation>
    </message>
    <message>
        <source>Each server&apos;s result per direction, their sum and the start skew. Each server&apos;s result is kept in History.</source>
        <translation>Das Ergebnis jedes Servers je Richtung, ihre Summe und der Startversatz. Das Ergebnis jedes Servers wird im Verlauf gespeichert.</translation>
    </message>
    <message>
        <source>Runs to one server: leave one address in the Address field to use it.</source>
        <translation>Läuft zu einem Server: lassen Sie eine Adresse im Adressfeld, um es zu nutzen.</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>upload</source>
        <translation>Upload</translation>
    </message>
    <message>
        <source>download</source>
        <translation>Download</translation>
    </message>
    <message numerus="yes">
        <source>One of %n servers tested at once: %1.</source>
        <translation>
            <numerusform>Einer von %n gleichzeitig getesteten Servern: %1.</numerusform>
            <numerusform>Einer von %n gleichzeitig getesteten Servern: %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>No sum: a run did not end whole.</source>
        <translation>Keine Summe: ein Lauf endete nicht vollständig.</translation>
    </message>
    <message>
        <source>Sum: %1.</source>
        <translation>Summe: %1.</translation>
    </message>
    <message>
        <source>Start skew %1 ms.</source>
        <translation>Startversatz %1 ms.</translation>
    </message>
    <message numerus="yes">
        <source>%1 · %n servers at once: %2, port %3 · from %4 · %5, streams: %6 each</source>
        <translation>
            <numerusform>%1 · %n Server gleichzeitig: %2, Port %3 · von %4 · %5, Streams: je %6</numerusform>
            <numerusform>%1 · %n Server gleichzeitig: %2, Port %3 · von %4 · %5, Streams: je %6</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Plan: pairs between endpoints…</source>
        <translation>&amp;Plan: Paare zwischen Endpunkten…</translation>
    </message>
</context>
<context>
    <name>bw::ui::OvernightChart</name>
    <message>
        <source>Upload</source>
        <translation>Upload</translation>
    </message>
    <message>
        <source>Download</source>
        <translation>Download</translation>
    </message>
    <message>
        <source>Time since the start (s)</source>
        <translation>Zeit seit dem Start (s)</translation>
    </message>
    <message>
        <source>Time since the start (min)</source>
        <translation>Zeit seit dem Start (min)</translation>
    </message>
    <message>
        <source>Time since the start (h)</source>
        <translation>Zeit seit dem Start (h)</translation>
    </message>
    <message>
        <source>Alert below %1</source>
        <translation>Alarm unter %1</translation>
    </message>
    <message>
        <source>Run below the alert</source>
        <translation>Lauf unter der Alarmschwelle</translation>
    </message>
    <message>
        <source>Failed run</source>
        <translation>Fehlgeschlagener Lauf</translation>
    </message>
</context>
<context>
    <name>bw::ui::OvernightRunner</name>
    <message>
        <source>upload</source>
        <translation>Upload</translation>
    </message>
    <message>
        <source>download</source>
        <translation>Download</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>An overnight run needs runs of a set length: set Duration to a time rather than &quot;Until stopped&quot;, and turn off &quot;Find max rate&quot;.</source>
        <translation>Ein Nachtlauf braucht Läufe fester Länge: Stellen Sie „Dauer“ auf eine Zeit statt „Bis gestoppt“ und schalten Sie „Höchste saubere Rate suchen“ aus.</translation>
    </message>
    <message>
        <source>Every %1 is shorter than one run: each takes about %2 (its duration, warm-up, idle phase and about 1 s to connect and report). Set &quot;Every&quot; to %2 or more, or shorten the runs.</source>
        <translation>Der Abstand %1 ist kürzer als ein Lauf: Jeder dauert etwa %2 (seine Dauer, Aufwärmphase, Leerlaufphase und etwa 1 s für Verbindungsaufbau und Bericht). Stellen Sie „Abstand“ auf %2 oder mehr, oder verkürzen Sie die Läufe.</translation>
    </message>
    <message>
        <source>For %1 is shorter than Every %2, so only one run would start. Set &quot;For&quot; to a longer time, such as 8 h.</source>
        <translation>Die Gesamtdauer %1 ist kürzer als der Abstand %2, daher würde nur ein Lauf starten. Stellen Sie „Gesamtdauer“ auf eine längere Zeit, etwa 8 h.</translation>
    </message>
    <message>
        <source>Run %1 started at %2.</source>
        <translation>Lauf %1 um %2 gestartet.</translation>
    </message>
    <message>
        <source>The run could not start: another test is running. Wait for it to end; the next tick tries again.</source>
        <translation>Der Lauf konnte nicht starten: Ein anderer Test läuft. Warten Sie, bis er endet; beim nächsten Termin wird es erneut versucht.</translation>
    </message>
    <message>
        <source>Run %1 done; the next starts at %2.</source>
        <translation>Lauf %1 fertig; der nächste beginnt um %2.</translation>
    </message>
    <message numerus="yes">
        <source>Every %1 for %2: %n run(s)</source>
        <translation>
            <numerusform>Alle %1 über %2: %n Lauf</numerusform>
            <numerusform>Alle %1 über %2: %n Läufe</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n failed</source>
        <translation>
            <numerusform>, %n fehlgeschlagen</numerusform>
            <numerusform>, %n fehlgeschlagen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n tick(s) skipped while a run overran</source>
        <translation>
            <numerusform>, %n Termin übersprungen, weil ein Lauf überzog</numerusform>
            <numerusform>, %n Termine übersprungen, weil ein Lauf überzog</numerusform>
        </translation>
    </message>
    <message>
        <source>, stopped early.</source>
        <translation>, vorzeitig gestoppt.</translation>
    </message>
    <message>
        <source>.</source>
        <translation>.</translation>
    </message>
    <message numerus="yes">
        <source>Below %1: %n run mean(s)</source>
        <translation>
            <numerusform>Unter %1: %n Laufmittelwert</numerusform>
            <numerusform>Unter %1: %n Laufmittelwerte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n interval(s).</source>
        <translation>
            <numerusform>, %n Intervall.</numerusform>
            <numerusform>, %n Intervalle.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Longest stall: %n interval(s) %1, %2, run %3 %4 from %5.</source>
        <translation>
            <numerusform>Längster Einbruch: %n Intervall %1, %2, in Lauf %3 (%4) ab %5.</numerusform>
            <numerusform>Längster Einbruch: %n Intervalle %1, %2, in Lauf %3 (%4) ab %5.</numerusform>
        </translation>
    </message>
    <message>
        <source>below the alert</source>
        <translation>unter der Alarmschwelle</translation>
    </message>
    <message>
        <source>at 0</source>
        <translation>bei 0</translation>
    </message>
    <message>
        <source>Longest stall: none (no interval below the alert).</source>
        <translation>Längster Einbruch: keiner (kein Intervall unter der Alarmschwelle).</translation>
    </message>
    <message>
        <source>Longest stall: none (no interval at 0).</source>
        <translation>Längster Einbruch: keiner (kein Intervall bei 0).</translation>
    </message>
    <message>
        <source>Worst latency: %1 ms loaded round-trip median (run %2).</source>
        <translation>Schlechteste Latenz: %1 ms Umlaufzeit-Median unter Last (Lauf %2).</translation>
    </message>
    <message>
        <source>Worst latency: n/a (no run measured latency).</source>
        <translation>Schlechteste Latenz: k. A. (kein Lauf hat die Latenz gemessen).</translation>
    </message>
</context>
<context>
    <name>bw::ui::OvernightWindow</name>
    <message>
        <source>Overnight run</source>
        <translation>Nachtlauf</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Starten</translation>
    </message>
    <message>
        <source>Run the main window&apos;s test against its peer at each tick until the time set in &quot;For&quot; has passed.</source>
        <translation>Führt den Test des Hauptfensters zu jedem Termin gegen dessen Gegenstelle aus, bis die unter „Gesamtdauer“ eingestellte Zeit verstrichen ist.</translation>
    </message>
    <message>
        <source>S&amp;top</source>
        <translation>S&amp;topp</translation>
    </message>
    <message>
        <source>Set the schedule, then press Start.</source>
        <translation>Legen Sie den Zeitplan fest und klicken Sie dann auf „Starten“.</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Lauf</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>Gestartet</translation>
    </message>
    <message>
        <source>Upload</source>
        <translation>Upload</translation>
    </message>
    <message>
        <source>Download</source>
        <translation>Download</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Hinweis</translation>
    </message>
    <message>
        <source>Both ways, one after the other</source>
        <translation>Beide Richtungen, nacheinander</translation>
    </message>
    <message>
        <source>Both ways at once</source>
        <translation>Beide Richtungen gleichzeitig</translation>
    </message>
    <message>
        <source>How far apart the runs start, for example 10 min. A run that takes longer delays the next one, and the ticks it overran are skipped.</source>
        <translation>Wie weit die Starts der Läufe auseinanderliegen, zum Beispiel 10 min. Ein Lauf, der länger dauert, verzögert den nächsten, und die Termine, die er überzogen hat, entfallen.</translation>
    </message>
    <message>
        <source>How long the schedule lasts, for example 8 h. No run starts after it.</source>
        <translation>Wie lange der Zeitplan läuft, zum Beispiel 8 h. Danach startet kein Lauf mehr.</translation>
    </message>
    <message>
        <source> Mbit/s</source>
        <translation> Mbit/s</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Aus</translation>
    </message>
    <message>
        <source>Flag each run whose mean falls below this rate, and count the intervals below it. Off: a stall is an interval at 0.</source>
        <translation>Markiert jeden Lauf, dessen Mittelwert unter diese Rate fällt, und zählt die Intervalle darunter. Aus: Ein Einbruch ist ein Intervall bei 0.</translation>
    </message>
    <message>
        <source>&amp;Direction:</source>
        <translation>&amp;Richtung:</translation>
    </message>
    <message>
        <source>&amp;Every:</source>
        <translation>&amp;Abstand:</translation>
    </message>
    <message>
        <source>&amp;For:</source>
        <translation>&amp;Gesamtdauer:</translation>
    </message>
    <message>
        <source>&amp;Alert below:</source>
        <translation>A&amp;larm unter:</translation>
    </message>
    <message>
        <source>The overnight run could not start: one is running already. Wait for it to end, or press Stop, then start again.</source>
        <translation>Der Nachtlauf konnte nicht starten: Es läuft bereits einer. Warten Sie, bis er endet, oder klicken Sie auf „Stopp“, und starten Sie dann erneut.</translation>
    </message>
    <message>
        <source>–</source>
        <translation>–</translation>
    </message>
    <message>
        <source>Failed: %1</source>
        <translation>Fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>Below the alert</source>
        <translation>Unter der Alarmschwelle</translation>
    </message>
    <message>
        <source>Every run and this summary are saved in %1.</source>
        <translation>Alle Läufe und diese Zusammenfassung sind in %1 gespeichert.</translation>
    </message>
    <message>
        <source>An overnight run tests one server, and the Address field names several: %1. Leave one of them there, then press Start again.</source>
        <translation>Ein Nachtlauf testet einen Server, und das Adressfeld nennt mehrere: %1. Lassen Sie dort einen davon stehen und drücken Sie dann erneut „Starten“.</translation>
    </message>
</context>
<context>
    <name>bw::ui::PeerListPanel</name>
    <message>
        <source>Not searching.</source>
        <translation>Keine Suche.</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>Suchen</translation>
    </message>
    <message>
        <source>Search the local network for Benchwire servers now. The list also refreshes by itself while no test runs.</source>
        <translation>Jetzt im lokalen Netz nach Benchwire-Servern suchen. Die Liste aktualisiert sich auch von selbst, solange kein Test läuft.</translation>
    </message>
    <message>
        <source>Search paused while a test runs.</source>
        <translation>Suche pausiert, solange ein Test läuft.</translation>
    </message>
    <message>
        <source>Searching the local network…</source>
        <translation>Suche im lokalen Netz…</translation>
    </message>
    <message>
        <source>No Benchwire server answered (searched at %1).</source>
        <translation>Kein Benchwire-Server hat geantwortet (gesucht um %1).</translation>
    </message>
    <message numerus="yes">
        <source>%n server(s) found, searched at %1.</source>
        <translation>
            <numerusform>%n Server gefunden, gesucht um %1.</numerusform>
            <numerusform>%n Server gefunden, gesucht um %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 has no address on the subnet of this PC&apos;s %2 (%3), so a test from there would not run over that link. Choose one of its addresses, or another local interface:</source>
        <translation>%1 hat keine Adresse im Subnetz von %2 (%3) dieses PCs, ein Test von dort liefe also nicht über diese Verbindung. Wählen Sie eine seiner Adressen oder eine andere lokale Schnittstelle:</translation>
    </message>
    <message>
        <source>Choose an address of %1…</source>
        <translation>Adresse von %1 wählen…</translation>
    </message>
    <message>
        <source>The addresses the selected peer has. Choosing one fills the address field.</source>
        <translation>Die Adressen der gewählten Gegenstelle. Die gewählte wird in das Adressfeld eingetragen.</translation>
    </message>
    <message>
        <source>Run the loopback self-test</source>
        <translation>Loopback-Selbsttest ausführen</translation>
    </message>
    <message>
        <source>Runs upload, download and simultaneous, two streams for 2 s each, against a private server on 127.0.0.1, and checks that both ends count the same bytes. The tests this PC serves go on.</source>
        <translation>Führt Upload, Download und Gleichzeitig aus, je zwei Streams für 2 s, gegen einen eigenen Server auf 127.0.0.1, und prüft, dass beide Enden dieselben Bytes zählen. Die Tests, die dieser PC bedient, laufen weiter.</translation>
    </message>
    <message>
        <source>This is this PC&apos;s own server. A test over loopback (127.0.0.1) measures this PC alone: run the self-test here while it serves, or stop serving to run your own settings against it.</source>
        <translation>Das ist der eigene Server dieses PCs. Ein Test über Loopback (127.0.0.1) misst nur diesen PC: Führen Sie hier den Selbsttest aus, während er bedient, oder beenden Sie das Bedienen, um Ihre eigenen Einstellungen dagegen laufen zu lassen.</translation>
    </message>
    <message>
        <source>Self-test running: three runs of 2 s on 127.0.0.1…</source>
        <translation>Selbsttest läuft: drei Läufe von 2 s auf 127.0.0.1…</translation>
    </message>
    <message>
        <source>Self-test could not start its loopback server: %1. Check that loopback (127.0.0.1) is up and a port is free, then run it again.</source>
        <translation>Der Selbsttest konnte seinen Loopback-Server nicht starten: %1. Prüfen Sie, dass Loopback (127.0.0.1) aktiv und ein Port frei ist, und starten Sie ihn erneut.</translation>
    </message>
    <message>
        <source>Self-test passed: every run moved data, and both ends counted the same bytes.</source>
        <translation>Selbsttest bestanden: Jeder Lauf hat Daten übertragen, und beide Enden zählten dieselben Bytes.</translation>
    </message>
    <message numerus="yes">
        <source>Self-test failed in %n of %1 run(s). A failure here is in this PC or in Benchwire, not in the network: keep this text for a bug report.</source>
        <translation>
            <numerusform>Selbsttest in %n von %1 Lauf fehlgeschlagen. Ein Fehler hier liegt an diesem PC oder an Benchwire, nicht am Netzwerk: Bewahren Sie diesen Text für einen Fehlerbericht auf.</numerusform>
            <numerusform>Selbsttest in %n von %1 Läufen fehlgeschlagen. Ein Fehler hier liegt an diesem PC oder an Benchwire, nicht am Netzwerk: Bewahren Sie diesen Text für einen Fehlerbericht auf.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source> and </source>
        <translation> und </translation>
    </message>
    <message>
        <source>%1: failed, %2</source>
        <translation>%1: fehlgeschlagen, %2</translation>
    </message>
    <message>
        <source>Cannot search: %1. Check that a network interface is up, or type the peer&apos;s address.</source>
        <translation>Suche nicht möglich: %1. Prüfen Sie, dass eine Netzwerkschnittstelle aktiv ist, oder geben Sie die Adresse der Gegenstelle ein.</translation>
    </message>
    <message>
        <source>Benchwire servers on the local network that answered the search. Select one to fill in its address; Ctrl+click several to test them all at once.</source>
        <translation>Benchwire-Server im lokalen Netz, die auf die Suche geantwortet haben. Wählen Sie einen, um seine Adresse einzutragen; Strg+Klick auf mehrere testet sie alle gleichzeitig.</translation>
    </message>
    <message>
        <source>Left out, with no address on the subnet of this PC&apos;s %1: %2. Choose another local interface to include them.</source>
        <translation>Ausgelassen, ohne Adresse im Subnetz von %1 dieses PCs: %2. Wählen Sie eine andere lokale Schnittstelle, um sie einzubeziehen.</translation>
    </message>
    <message>
        <source>Add to plan</source>
        <translation>Zum Plan hinzufügen</translation>
    </message>
    <message>
        <source>Select servers that accept remote control (Remote: yes) to add them to a plan as endpoints.</source>
        <translation>Wählen Sie Server, die Fernsteuerung annehmen (Fernst.: ja), um sie einem Plan als Endpunkte hinzuzufügen.</translation>
    </message>
    <message>
        <source>%1 does not accept remote control. On that machine, tick &quot;Allow remote control&quot; in Serve mode, or start benchwire-cli -s with --control-key; or select only servers with Remote: yes.</source>
        <translation>%1 nimmt keine Fernsteuerung an. Kreuzen Sie auf jenem Rechner im Server-Modus „Fernsteuerung erlauben“ an, oder starten Sie benchwire-cli -s mit --control-key; oder wählen Sie nur Server mit Fernst.: ja.</translation>
    </message>
    <message>
        <source>Adds the selected servers to the plan as endpoints. The plan needs each one&apos;s code.</source>
        <translation>Fügt die gewählten Server dem Plan als Endpunkte hinzu. Der Plan braucht den Code jedes einzelnen.</translation>
    </message>
</context>
<context>
    <name>bw::ui::PeerModel</name>
    <message>
        <source>%1 (via %2)</source>
        <translation>%1 (über %2)</translation>
    </message>
    <message>
        <source>%1, port %2
Answered from: %3</source>
        <translation>%1, Port %2
Geantwortet von: %3</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>OS</source>
        <translation>Betriebssystem</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>Version</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Zustand</translation>
    </message>
    <message>
        <source>Link</source>
        <translation>Verbindung</translation>
    </message>
    <message>
        <source>Last seen</source>
        <translation>Zuletzt gesehen</translation>
    </message>
    <message>
        <source>Idle</source>
        <translation>Bereit</translation>
    </message>
    <message>
        <source>Busy</source>
        <translation>Belegt</translation>
    </message>
    <message>
        <source>just now</source>
        <translation>gerade eben</translation>
    </message>
    <message numerus="yes">
        <source>%n s ago</source>
        <translation>
            <numerusform>vor %n s</numerusform>
            <numerusform>vor %n s</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n min ago</source>
        <translation>
            <numerusform>vor %n min</numerusform>
            <numerusform>vor %n min</numerusform>
        </translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>Busy (%1 s)</source>
        <translation>Belegt (%1 s)</translation>
    </message>
    <message>
        <source> · its firewall blocks TCP and UDP %1</source>
        <translation> · ihre Firewall blockiert TCP und UDP %1</translation>
    </message>
    <message>
        <source> · its firewall blocks %1 %2</source>
        <translation> · ihre Firewall blockiert %1 %2</translation>
    </message>
    <message>
        <source>%1 (this computer)</source>
        <translation>%1 (dieser Computer)</translation>
    </message>
    <message>
        <source>Serving here</source>
        <translation>Stellt hier bereit</translation>
    </message>
    <message>
        <source>This computer&apos;s own server (Serve is on). A test against it runs over loopback, 127.0.0.1, and measures this PC alone.</source>
        <translation>Der eigene Server dieses Computers (Bereitstellen ist an). Ein Test dagegen läuft über Loopback, 127.0.0.1, und misst nur diesen PC.</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>Remote</source>
        <translation>Fernst.</translation>
    </message>
    <message>
        <source>Accepts remote control: a console with its code may run tests from it. Right-click, Add to plan.</source>
        <translation>Nimmt Fernsteuerung an: eine Konsole mit seinem Code darf Tests von dort ausführen. Rechtsklick, Zum Plan hinzufügen.</translation>
    </message>
    <message>
        <source>No remote control: on that machine, tick &quot;Allow remote control&quot; in Serve mode, or start benchwire-cli -s with --control-key.</source>
        <translation>Keine Fernsteuerung: kreuzen Sie auf jenem Rechner im Server-Modus „Fernsteuerung erlauben“ an, oder starten Sie benchwire-cli -s mit --control-key.</translation>
    </message>
</context>
<context>
    <name>bw::ui::PeerPanel</name>
    <message>
        <source>Peer</source>
        <translation>Gegenstelle</translation>
    </message>
    <message>
        <source>The peer&apos;s test port (TCP and UDP). Serve mode listens on it too.</source>
        <translation>Der Test-Port der Gegenstelle (TCP und UDP). Auch der Server-Modus lauscht darauf.</translation>
    </message>
    <message>
        <source>Serve</source>
        <translation>Server</translation>
    </message>
    <message>
        <source>Make this app a Benchwire server on the port, so another machine can test against it.</source>
        <translation>Macht diese App zu einem Benchwire-Server auf dem Port, damit ein anderer Rechner gegen sie testen kann.</translation>
    </message>
    <message>
        <source>The local interface and address the test runs from. The run binds to it, so Ethernet and Wi-Fi can be compared without pulling a cable.</source>
        <translation>Die lokale Schnittstelle und Adresse, von der aus der Test läuft. Der Test bindet sich daran, sodass sich Ethernet und WLAN vergleichen lassen, ohne ein Kabel zu ziehen.</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>Aktualisieren</translation>
    </message>
    <message>
        <source>Read the list of interfaces and addresses again.</source>
        <translation>Liest die Liste der Schnittstellen und Adressen neu ein.</translation>
    </message>
    <message>
        <source>&amp;Address:</source>
        <translation>&amp;Adresse:</translation>
    </message>
    <message>
        <source>P&amp;ort:</source>
        <translation>P&amp;ort:</translation>
    </message>
    <message>
        <source>&amp;Local:</source>
        <translation>&amp;Lokal:</translation>
    </message>
    <message>
        <source>any interface</source>
        <translation>beliebiger Schnittstelle</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Prüfen</translation>
    </message>
    <message>
        <source>Check that the peer&apos;s test port is reachable over TCP and UDP, and what blocks it when not. Takes a few seconds.</source>
        <translation>Prüft, ob der Test-Port der Gegenstelle über TCP und UDP erreichbar ist und was ihn andernfalls blockiert. Dauert einige Sekunden.</translation>
    </message>
    <message>
        <source>Type the peer&apos;s address first.</source>
        <translation>Geben Sie zuerst die Adresse der Gegenstelle ein.</translation>
    </message>
    <message>
        <source>Checking %1 port %2...</source>
        <translation>Prüfe %1 Port %2...</translation>
    </message>
    <message>
        <source>Stop serving</source>
        <translation>Server beenden</translation>
    </message>
    <message>
        <source>Stop the server. A test it is serving ends at once.</source>
        <translation>Beendet den Server. Ein laufender Test endet sofort.</translation>
    </message>
    <message>
        <source>This subnet only</source>
        <translation>Nur dieses Subnetz</translation>
    </message>
    <message>
        <source>Serve only clients on the subnet of the local address below (with &quot;Any&quot;: on the subnets of this PC&apos;s addresses); others are refused at once.</source>
        <translation>Nur Clients im Subnetz der lokalen Adresse unten bedienen (bei „Beliebig“: in den Subnetzen der Adressen dieses PCs); andere werden sofort abgelehnt.</translation>
    </message>
    <message>
        <source>Allow through firewall…</source>
        <translation>In der Firewall freigeben…</translation>
    </message>
    <message>
        <source>Shows the commands that open the test port (TCP and UDP only) on a firewall: run them here, or copy them for the peer.</source>
        <translation>Zeigt die Befehle, die den Test-Port (nur TCP und UDP) in einer Firewall öffnen: Führen Sie sie hier aus oder kopieren Sie sie für die Gegenstelle.</translation>
    </message>
    <message>
        <source>1 client at once</source>
        <translation>1 Client gleichzeitig</translation>
    </message>
    <message>
        <source> clients at once</source>
        <translation> Clients gleichzeitig</translation>
    </message>
    <message>
        <source>How many clients Serve mode serves at the same time, each with a test of its own, such as several laptops on one access point. A client beyond that hears that the server is busy. With more than one, a table under Serve shows each client&apos;s rate and their sum.</source>
        <translation>Wie viele Clients der Server-Modus gleichzeitig bedient, jeden mit einem eigenen Test, etwa mehrere Laptops an einem Access Point. Ein weiterer Client erfährt, dass der Server belegt ist. Bei mehr als einem zeigt eine Tabelle unter „Server“ die Rate jedes Clients und ihre Summe.</translation>
    </message>
    <message>
        <source>Ser&amp;ving:</source>
        <translation>S&amp;erver:</translation>
    </message>
    <message>
        <source>Host name or IP address, or several: a, b</source>
        <translation>Hostname oder IP-Adresse, oder mehrere: a, b</translation>
    </message>
    <message>
        <source>The machine that runs &quot;benchwire-cli -s&quot; or Benchwire in Serve mode. The list holds the peers you tested against recently.
Several servers, separated by commas (or Ctrl+click them in the list below), run one test to each at once with one start: a line per server and their sum.</source>
        <translation>Der Rechner, auf dem „benchwire-cli -s“ oder Benchwire im Servermodus läuft. Die Liste enthält die Gegenstellen, gegen die Sie zuletzt getestet haben.
Mehrere Server, durch Kommas getrennt (oder mit Strg+Klick in der Liste unten gewählt), führen einen Test zu jedem gleichzeitig mit einem Start aus: eine Linie je Server und ihre Summe.</translation>
    </message>
    <message>
        <source>The check takes one server: leave one address to check it, or check each in turn.</source>
        <translation>Die Prüfung nimmt einen Server: lassen Sie eine Adresse stehen, um ihn zu prüfen, oder prüfen Sie einen nach dem anderen.</translation>
    </message>
</context>
<context>
    <name>bw::ui::PlanEditor</name>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Endpoint</source>
        <translation>Endpunkt</translation>
    </message>
    <message>
        <source>Control key</source>
        <translation>Steuerschlüssel</translation>
    </message>
    <message>
        <source>Target server</source>
        <translation>Zielserver</translation>
    </message>
    <message>
        <source>Direction</source>
        <translation>Richtung</translation>
    </message>
    <message>
        <source>Streams</source>
        <translation>Streams</translation>
    </message>
    <message>
        <source>Protocol</source>
        <translation>Protokoll</translation>
    </message>
    <message>
        <source>Rate (bits/s)</source>
        <translation>Rate (Bit/s)</translation>
    </message>
    <message>
        <source>A server started with benchwire-cli -s --control-key: host or host:port</source>
        <translation>Ein mit benchwire-cli -s --control-key gestarteter Server: Host oder Host:Port</translation>
    </message>
    <message>
        <source>The server the endpoint tests against: host or host:port, as the endpoint reaches it</source>
        <translation>Der Server, gegen den der Endpunkt testet: Host oder Host:Port, wie der Endpunkt ihn erreicht</translation>
    </message>
    <message>
        <source>Upload: the endpoint sends. Download: the target server sends.</source>
        <translation>Upload: Der Endpunkt sendet. Download: Der Zielserver sendet.</translation>
    </message>
    <message>
        <source>Bits per second, like 200M or 500K; empty: as fast as it goes (TCP) or 1M (UDP)</source>
        <translation>Bit pro Sekunde, etwa 200M oder 500K; leer: so schnell es geht (TCP) oder 1M (UDP)</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>Duration:</source>
        <translation>Dauer:</translation>
    </message>
    <message>
        <source>Interval:</source>
        <translation>Intervall:</translation>
    </message>
    <message>
        <source>Upload</source>
        <translation>Upload</translation>
    </message>
    <message>
        <source>Download</source>
        <translation>Download</translation>
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
        <translation>Paar %1</translation>
    </message>
    <message>
        <source>Pair %1 has no endpoint.</source>
        <translation>Paar %1 hat keinen Endpunkt.</translation>
    </message>
    <message>
        <source>Type the endpoint&apos;s address in its Endpoint cell: host or host:port.</source>
        <translation>Geben Sie die Adresse des Endpunkts in seine Zelle „Endpunkt“ ein: Host oder Host:Port.</translation>
    </message>
    <message>
        <source>Pair %1: the endpoint &quot;%2&quot; has a bad port.</source>
        <translation>Paar %1: Der Endpunkt „%2“ hat einen ungültigen Port.</translation>
    </message>
    <message>
        <source>Write host or host:port, with a port from 1 to 65535.</source>
        <translation>Schreiben Sie Host oder Host:Port, mit einem Port von 1 bis 65535.</translation>
    </message>
    <message>
        <source>Pair %1 has no target server.</source>
        <translation>Paar %1 hat keinen Zielserver.</translation>
    </message>
    <message>
        <source>Type the server the endpoint tests against in its Target server cell: host or host:port.</source>
        <translation>Geben Sie den Server, gegen den der Endpunkt testet, in seine Zelle „Zielserver“ ein: Host oder Host:Port.</translation>
    </message>
    <message>
        <source>Pair %1: the target &quot;%2&quot; has a bad port.</source>
        <translation>Paar %1: Das Ziel „%2“ hat einen ungültigen Port.</translation>
    </message>
    <message>
        <source>Pair %1 in the list has no name.</source>
        <translation>Paar %1 der Liste hat keinen Namen.</translation>
    </message>
    <message>
        <source>Type a name in its Name cell.</source>
        <translation>Geben Sie einen Namen in seine Zelle „Name“ ein.</translation>
    </message>
    <message>
        <source>Pair %1 has no control key.</source>
        <translation>Paar %1 hat keinen Steuerschlüssel.</translation>
    </message>
    <message>
        <source>Type the key its endpoint was started with (benchwire-cli -s --control-key) in its Control key cell.</source>
        <translation>Geben Sie den Schlüssel, mit dem sein Endpunkt gestartet wurde (benchwire-cli -s --control-key), in seine Zelle „Steuerschlüssel“ ein.</translation>
    </message>
    <message>
        <source>Pair %1: &quot;%2&quot; is not a rate.</source>
        <translation>Paar %1: „%2“ ist keine Rate.</translation>
    </message>
    <message>
        <source>Type bits per second, like 200M or 500K, or leave the cell empty.</source>
        <translation>Geben Sie Bit pro Sekunde ein, etwa 200M oder 500K, oder lassen Sie die Zelle leer.</translation>
    </message>
    <message>
        <source>The plan has no pairs.</source>
        <translation>Der Plan hat keine Paare.</translation>
    </message>
    <message>
        <source>Add a pair with Add pair, or load a plan with Load plan…</source>
        <translation>Fügen Sie mit „Paar hinzufügen“ ein Paar hinzu, oder laden Sie mit „Plan laden…“ einen Plan.</translation>
    </message>
    <message>
        <source>%1 pairs are more than the window runs at once (at most %2).</source>
        <translation>%1 Paare sind mehr, als das Fenster auf einmal ausführt (höchstens %2).</translation>
    </message>
    <message>
        <source>Remove some pairs, and run them in a second plan.</source>
        <translation>Entfernen Sie einige Paare, und führen Sie sie in einem zweiten Plan aus.</translation>
    </message>
    <message>
        <source>Two pairs are named %1.</source>
        <translation>Zwei Paare heißen %1.</translation>
    </message>
    <message>
        <source>Give each pair its own name.</source>
        <translation>Geben Sie jedem Paar einen eigenen Namen.</translation>
    </message>
</context>
<context>
    <name>bw::ui::PlanResults</name>
    <message>
        <source>Pair</source>
        <translation>Paar</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Zustand</translation>
    </message>
    <message>
        <source>Rate</source>
        <translation>Rate</translation>
    </message>
    <message>
        <source>Bytes</source>
        <translation>Bytes</translation>
    </message>
    <message>
        <source>While running: the last interval&apos;s rate; at the end: the mean over the measured intervals, received where known</source>
        <translation>Während des Laufs: die Rate des letzten Intervalls; am Ende: der Mittelwert über die gemessenen Intervalle, empfangen, wo bekannt</translation>
    </message>
    <message>
        <source>1 when every pair got the same rate, 1/n when one pair got it all</source>
        <translation>1, wenn jedes Paar dieselbe Rate bekam, 1/n, wenn ein Paar alles bekam</translation>
    </message>
    <message>
        <source>The widest gap between two pairs&apos; data starts, on the console&apos;s clock (each endpoint&apos;s clock offset taken out)</source>
        <translation>Der größte Abstand zwischen den Datenstarts zweier Paare, auf der Uhr der Konsole (der Uhrversatz jedes Endpunkts herausgerechnet)</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>Verbinde…</translation>
    </message>
    <message>
        <source>Sum</source>
        <translation>Summe</translation>
    </message>
    <message>
        <source>Jain&apos;s index across pairs: –</source>
        <translation>Jain-Index über die Paare: –</translation>
    </message>
    <message>
        <source>Start skew: –</source>
        <translation>Startversatz: –</translation>
    </message>
    <message>
        <source>Warming up</source>
        <translation>Aufwärmen</translation>
    </message>
    <message>
        <source>Measuring</source>
        <translation>Misst</translation>
    </message>
    <message>
        <source>Stopped</source>
        <translation>Gestoppt</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Fertig</translation>
    </message>
    <message>
        <source>Every pair ended whole</source>
        <translation>Jedes Paar lief vollständig</translation>
    </message>
    <message>
        <source>No sum: a pair did not end whole; see the message above</source>
        <translation>Keine Summe: Ein Paar lief nicht vollständig; siehe die Meldung oben</translation>
    </message>
    <message>
        <source>Jain&apos;s index across pairs: %1</source>
        <translation>Jain-Index über die Paare: %1</translation>
    </message>
    <message>
        <source>Start skew: %1 ms</source>
        <translation>Startversatz: %1 ms</translation>
    </message>
</context>
<context>
    <name>bw::ui::PlanWindow</name>
    <message>
        <source>Plan: pairs between endpoints</source>
        <translation>Plan: Paare zwischen Endpunkten</translation>
    </message>
    <message>
        <source>Add a pair per endpoint, or load a plan, then press Start.</source>
        <translation>Fügen Sie ein Paar pro Endpunkt hinzu oder laden Sie einen Plan, und drücken Sie dann Start.</translation>
    </message>
    <message>
        <source>Add pair</source>
        <translation>Paar hinzufügen</translation>
    </message>
    <message>
        <source>Remove pair</source>
        <translation>Paar entfernen</translation>
    </message>
    <message>
        <source>Load plan…</source>
        <translation>Plan laden…</translation>
    </message>
    <message>
        <source>Save plan…</source>
        <translation>Plan speichern…</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Stopp</translation>
    </message>
    <message>
        <source>Load plan</source>
        <translation>Plan laden</translation>
    </message>
    <message>
        <source>Plans (*.json);;All files (*)</source>
        <translation>Pläne (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Save plan</source>
        <translation>Plan speichern</translation>
    </message>
    <message>
        <source>Cannot open %1.</source>
        <translation>%1 lässt sich nicht öffnen.</translation>
    </message>
    <message>
        <source>Check the file&apos;s name, and that you may read it.</source>
        <translation>Prüfen Sie den Dateinamen und ob Sie die Datei lesen dürfen.</translation>
    </message>
    <message>
        <source>%1 is not a plan this version can run.</source>
        <translation>%1 ist kein Plan, den diese Version ausführen kann.</translation>
    </message>
    <message>
        <source>Correct the place the detail names, and load it again.</source>
        <translation>Korrigieren Sie die Stelle, die das Detail nennt, und laden Sie ihn erneut.</translation>
    </message>
    <message numerus="yes">
        <source>Loaded %n pairs from %1.</source>
        <translation>
            <numerusform>%n Paar aus %1 geladen.</numerusform>
            <numerusform>%n Paare aus %1 geladen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot save the plan to %1.</source>
        <translation>Der Plan lässt sich nicht in %1 speichern.</translation>
    </message>
    <message>
        <source>Choose a folder you may write to.</source>
        <translation>Wählen Sie einen Ordner, in den Sie schreiben dürfen.</translation>
    </message>
    <message>
        <source>Saved the plan to %1.</source>
        <translation>Plan in %1 gespeichert.</translation>
    </message>
    <message numerus="yes">
        <source>Connecting to %n endpoints, then starting every pair at once…</source>
        <translation>
            <numerusform>Verbinde mit %n Endpunkt, dann starten alle Paare zugleich…</numerusform>
            <numerusform>Verbinde mit %n Endpunkten, dann starten alle Paare zugleich…</numerusform>
        </translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation>Wird angehalten…</translation>
    </message>
    <message numerus="yes">
        <source>Measuring, sum of %n pairs: %1</source>
        <translation>
            <numerusform>Misst, Summe von %n Paar: %1</numerusform>
            <numerusform>Misst, Summe von %n Paaren: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Pair %1: the endpoint %2 refused it.</source>
        <translation>Paar %1: Der Endpunkt %2 hat es abgelehnt.</translation>
    </message>
    <message>
        <source>Check the pair&apos;s control key against the one %1 was started with (benchwire-cli -s --control-key), and its limits, then start again.</source>
        <translation>Prüfen Sie den Steuerschlüssel des Paars gegen den, mit dem %1 gestartet wurde (benchwire-cli -s --control-key), und seine Grenzen, und starten Sie dann erneut.</translation>
    </message>
    <message>
        <source>Pair %1: %2</source>
        <translation>Paar %1: %2</translation>
    </message>
    <message>
        <source>%1 The other pairs were stopped.</source>
        <translation>%1 Die anderen Paare wurden gestoppt.</translation>
    </message>
    <message>
        <source>Not started: another pair could not start</source>
        <translation>Nicht gestartet: Ein anderes Paar konnte nicht starten</translation>
    </message>
    <message>
        <source>Pair %1 failed, and the others were stopped: see the message above.</source>
        <translation>Paar %1 ist fehlgeschlagen, und die anderen wurden gestoppt: siehe die Meldung oben.</translation>
    </message>
    <message numerus="yes">
        <source>Stopped: %n pairs ran at once.</source>
        <translation>
            <numerusform>Gestoppt: %n Paar lief.</numerusform>
            <numerusform>Gestoppt: %n Paare liefen zugleich.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Done: %n pairs ran at once.</source>
        <translation>
            <numerusform>Fertig: %n Paar lief.</numerusform>
            <numerusform>Fertig: %n Paare liefen zugleich.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>bw::ui::RemoteControlBox</name>
    <message>
        <source>A console (another Benchwire&apos;s plan, or benchwire-cli --plan) that gives this code may have this PC run one side of a test against another server, within Serve mode&apos;s limits. Off: no console can.</source>
        <translation>Eine Konsole (der Plan eines anderen Benchwire oder benchwire-cli --plan), die diesen Code angibt, darf diesen PC eine Seite eines Tests gegen einen anderen Server ausführen lassen, innerhalb der Grenzen des Server-Modus. Aus: keine Konsole kann das.</translation>
    </message>
    <message>
        <source>Make a new code. From then on, consoles must give the new one.</source>
        <translation>Einen neuen Code erzeugen. Ab dann müssen Konsolen den neuen angeben.</translation>
    </message>
    <message>
        <source>Allow remote control</source>
        <translation>Fernsteuerung erlauben</translation>
    </message>
    <message>
        <source>The code a console types as this PC&apos;s key. Dashes and case do not matter. Anyone with it can start tests from this PC while it serves: give it only to the console.</source>
        <translation>Der Code, den eine Konsole als Schlüssel dieses PCs eingibt. Bindestriche und Groß-/Kleinschreibung spielen keine Rolle. Wer ihn hat, kann Tests von diesem PC starten, solange er bedient: geben Sie ihn nur der Konsole.</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Kopieren</translation>
    </message>
    <message>
        <source>Copy the code to the clipboard.</source>
        <translation>Den Code in die Zwischenablage kopieren.</translation>
    </message>
    <message>
        <source>New code</source>
        <translation>Neuer Code</translation>
    </message>
    <message>
        <source>Stop serving to change this: the server keeps the code it started with.</source>
        <translation>Beenden Sie den Server, um dies zu ändern: der Server behält den Code, mit dem er gestartet wurde.</translation>
    </message>
</context>
<context>
    <name>bw::ui::ReportContent</name>
    <message>
        <source>Benchwire report: %1</source>
        <translation>Benchwire-Bericht: %1</translation>
    </message>
    <message numerus="yes">
        <source>Benchwire report: %n results</source>
        <translation>
            <numerusform>Benchwire-Bericht: %n Ergebnis</numerusform>
            <numerusform>Benchwire-Bericht: %n Ergebnisse</numerusform>
        </translation>
    </message>
    <message>
        <source>Benchwire %1 · made %2</source>
        <translation>Benchwire %1 · erstellt %2</translation>
    </message>
    <message>
        <source>Comparison</source>
        <translation>Vergleich</translation>
    </message>
    <message>
        <source>Differences are against %1.</source>
        <translation>Abweichungen beziehen sich auf %1.</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>Kennzahl</translation>
    </message>
</context>
<context>
    <name>bw::ui::ReportWriter</name>
    <message>
        <source>%1: a report is HTML or PDF; give a file name that ends in .html or .pdf.</source>
        <translation>%1: Ein Bericht ist HTML oder PDF; geben Sie einen Dateinamen an, der auf .html oder .pdf endet.</translation>
    </message>
    <message>
        <source>A report holds 1 to %1 results; %2 were given. Choose fewer results.</source>
        <translation>Ein Bericht umfasst 1 bis %1 Ergebnisse; angegeben wurden %2. Wählen Sie weniger Ergebnisse.</translation>
    </message>
    <message>
        <source>--report needs -o FILE: the report to write, ending in .html or .pdf.</source>
        <translation>--report braucht -o DATEI: den zu schreibenden Bericht, mit der Endung .html oder .pdf.</translation>
    </message>
    <message>
        <source>--report takes 1 to %1 result files; %2 were given.</source>
        <translation>--report nimmt 1 bis %1 Ergebnisdateien; angegeben wurden %2.</translation>
    </message>
</context>
<context>
    <name>bw::ui::ResultsModel</name>
    <message>
        <source>Upload (this PC → peer)</source>
        <translation>Upload (dieser PC → Gegenstelle)</translation>
    </message>
    <message>
        <source>Download (peer → this PC)</source>
        <translation>Download (Gegenstelle → dieser PC)</translation>
    </message>
    <message>
        <source>n/a</source>
        <translation>k. A.</translation>
    </message>
    <message>
        <source>this PC</source>
        <translation>dieser PC</translation>
    </message>
    <message>
        <source>peer</source>
        <translation>Gegenstelle</translation>
    </message>
    <message>
        <source>%1 % (%2)</source>
        <translation>%1 % (%2)</translation>
    </message>
    <message>
        <source>%1 % (%2), busiest core %3 %</source>
        <translation>%1 % (%2), meistbelasteter Kern %3 %</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>send %1, receive %2</source>
        <translation>Senden %1, Empfangen %2</translation>
    </message>
    <message>
        <source>%1 streams, %2 threads</source>
        <translation>%1 Streams, %2 Threads</translation>
    </message>
    <message>
        <source>%1 streams, Auto threads (up to %2)</source>
        <translation>%1 Streams, Threads automatisch (bis zu %2)</translation>
    </message>
    <message>
        <source>Auto</source>
        <translation>Automatisch</translation>
    </message>
    <message>
        <source>Mean (received)</source>
        <translation>Mittelwert (empfangen)</translation>
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
        <translation>Standardabweichung</translation>
    </message>
    <message>
        <source>Sender&apos;s rate</source>
        <translation>Rate des Senders</translation>
    </message>
    <message>
        <source>Bytes received</source>
        <translation>Bytes empfangen</translation>
    </message>
    <message>
        <source>Bytes sent</source>
        <translation>Bytes gesendet</translation>
    </message>
    <message>
        <source>Retransmits</source>
        <translation>Neuübertragungen</translation>
    </message>
    <message>
        <source>Mean RTT</source>
        <translation>Mittlere RTT</translation>
    </message>
    <message>
        <source>CPU, sending host</source>
        <translation>CPU, sendender Rechner</translation>
    </message>
    <message>
        <source>CPU, receiving host</source>
        <translation>CPU, empfangender Rechner</translation>
    </message>
    <message>
        <source>Cycles/byte, sender</source>
        <translation>Takte/Byte, Sender</translation>
    </message>
    <message>
        <source>Cycles/byte, receiver</source>
        <translation>Takte/Byte, Empfänger</translation>
    </message>
    <message>
        <source>Streams and threads</source>
        <translation>Streams und Threads</translation>
    </message>
    <message>
        <source>Buffer size</source>
        <translation>Puffergröße</translation>
    </message>
    <message>
        <source>Socket window asked</source>
        <translation>Angefordertes Socket-Fenster</translation>
    </message>
    <message>
        <source>Socket buffers applied, this PC</source>
        <translation>Angewandte Socket-Puffer, dieser PC</translation>
    </message>
    <message>
        <source>Socket buffers applied, peer</source>
        <translation>Angewandte Socket-Puffer, Gegenstelle</translation>
    </message>
    <message>
        <source>Goodput the receiving side counted, over the measured intervals (warm-up excluded).</source>
        <translation>Nutzdatenrate, die die empfangende Seite gezählt hat, über die gemessenen Intervalle (ohne Aufwärmphase).</translation>
    </message>
    <message>
        <source>Bytes the sending side wrote, divided by the measured time.</source>
        <translation>Von der sendenden Seite geschriebene Bytes, geteilt durch die gemessene Zeit.</translation>
    </message>
    <message>
        <source>From the sender&apos;s TCP statistics; n/a where the OS does not report them.</source>
        <translation>Aus der TCP-Statistik des Senders; k. A., wo das Betriebssystem sie nicht liefert.</translation>
    </message>
    <message>
        <source>Whole-system CPU use of that host during the measured time, and the mean use of its busiest core: one core near 100 % limits a single stream even when the host as a whole looks idle.</source>
        <translation>Gesamte CPU-Last dieses Rechners während der gemessenen Zeit und die mittlere Last seines am stärksten belasteten Kerns: Ein Kern nahe 100 % begrenzt einen einzelnen Stream, auch wenn der Rechner insgesamt kaum ausgelastet scheint.</translation>
    </message>
    <message>
        <source>Busy CPU cycles of the host per byte moved: lower is more efficient.</source>
        <translation>Belegte CPU-Takte des Rechners je übertragenem Byte: weniger ist effizienter.</translation>
    </message>
    <message>
        <source>The socket buffer sizes the operating system actually applied.</source>
        <translation>Die Socket-Puffergrößen, die das Betriebssystem tatsächlich angewandt hat.</translation>
    </message>
    <message>
        <source>The settings the test ran with.</source>
        <translation>Die Einstellungen, mit denen der Test lief.</translation>
    </message>
    <message>
        <source>Step %1, %2: %3</source>
        <translation>Schritt %1, %2: %3</translation>
    </message>
    <message>
        <source>%1 of %2 (%3 %)</source>
        <translation>%1 von %2 (%3 %)</translation>
    </message>
    <message>
        <source>%1 out of order, %2 duplicates</source>
        <translation>%1 außer der Reihe, %2 doppelt</translation>
    </message>
    <message>
        <source>Datagrams lost</source>
        <translation>Verlorene Datagramme</translation>
    </message>
    <message>
        <source>Jitter</source>
        <translation>Jitter</translation>
    </message>
    <message>
        <source>Reordering</source>
        <translation>Umordnung</translation>
    </message>
    <message>
        <source>UDP: datagrams the receiver missed, of those it expected from the sequence numbers (measured intervals).</source>
        <translation>UDP: Datagramme, die dem Empfänger fehlten, von denen, die er nach den Sequenznummern erwartete (gemessene Intervalle).</translation>
    </message>
    <message>
        <source>UDP: interarrival jitter (RFC 3550), the variation of the transit time; no clock synchronization needed.</source>
        <translation>UDP: Interarrival-Jitter (RFC 3550), die Schwankung der Laufzeit; die Uhren müssen nicht synchron sein.</translation>
    </message>
    <message>
        <source>UDP: datagrams that arrived after a later one, and datagrams that arrived twice. Neither counts as lost.</source>
        <translation>UDP: Datagramme, die nach einem späteren ankamen, und Datagramme, die doppelt ankamen. Beides zählt nicht als Verlust.</translation>
    </message>
    <message>
        <source>Sent from here to %1</source>
        <translation>Von hier an %1 gesendet</translation>
    </message>
    <message>
        <source>Received here from %1</source>
        <translation>Hier empfangen von %1</translation>
    </message>
    <message>
        <source>client</source>
        <translation>Client</translation>
    </message>
    <message>
        <source>Latency, idle</source>
        <translation>Latenz, Leerlauf</translation>
    </message>
    <message>
        <source>Latency, loaded</source>
        <translation>Latenz, unter Last</translation>
    </message>
    <message>
        <source>Added latency</source>
        <translation>Zusätzliche Latenz</translation>
    </message>
    <message>
        <source>Probes lost</source>
        <translation>Verlorene Messproben</translation>
    </message>
    <message>
        <source>Link, this PC</source>
        <translation>Verbindung, dieser PC</translation>
    </message>
    <message>
        <source>Link, client</source>
        <translation>Verbindung, Client</translation>
    </message>
    <message>
        <source>Link, peer</source>
        <translation>Verbindung, Gegenstelle</translation>
    </message>
    <message>
        <source>Round trip of the latency probes (light UDP packets on the test port, native peers only): before the load (idle) and during this phase&apos;s load.</source>
        <translation>Umlaufzeit der Latenz-Messproben (leichte UDP-Pakete auf dem Testport, nur native Gegenstellen): vor der Last (Leerlauf) und während der Last dieser Phase.</translation>
    </message>
    <message>
        <source>How much the load added to the idle round trip (medians), and each way where the two clocks could be related.</source>
        <translation>Wie viel die Last zur Umlaufzeit im Leerlauf hinzufügte (Mediane), und je Richtung, wo sich die beiden Uhren abgleichen ließen.</translation>
    </message>
    <message>
        <source>The network link each end used, as its OS reported it at the start: kind, speed and duplex, or the Wi-Fi band, channel, width, PHY rates and signal.</source>
        <translation>Die Netzwerkverbindung, die jedes Ende nutzte, wie sein Betriebssystem sie zu Beginn meldete: Art, Geschwindigkeit und Duplex oder WLAN-Band, Kanal, Breite, PHY-Raten und Signal.</translation>
    </message>
    <message>
        <source>Latency, one way</source>
        <translation>Latenz, eine Richtung</translation>
    </message>
    <message>
        <source>The probes&apos; delay each way under this phase&apos;s load. It needs the two clocks&apos; offset, estimated from the fastest probes to within 1 ms; where it is not, this row says why instead of guessing.</source>
        <translation>Die Verzögerung der Sonden in jede Richtung unter der Last dieser Phase. Sie braucht den Versatz der beiden Uhren, aus den schnellsten Sonden auf 1 ms genau geschätzt; wo das nicht gelingt, sagt diese Zeile warum, statt zu raten.</translation>
    </message>
    <message>
        <source>n/a: %1</source>
        <translation>k. A.: %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n stream(s), as sent)</source>
        <translation>
            <numerusform>%1 (%n Stream, gesendet gezählt)</numerusform>
            <numerusform>%1 (%n Streams, gesendet gezählt)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n stream(s), as received)</source>
        <translation>
            <numerusform>%1 (%n Stream, empfangen gezählt)</numerusform>
            <numerusform>%1 (%n Streams, empfangen gezählt)</numerusform>
        </translation>
    </message>
    <message>
        <source>Stream fairness (Jain)</source>
        <translation>Fairness der Streams (Jain)</translation>
    </message>
    <message>
        <source>Jain&apos;s fairness index of the streams&apos; bytes over the measured time, as this end counted them: 1 when every stream moved the same, 1/n when one stream moved everything.</source>
        <translation>Jains Fairness-Index der Bytes der Streams über die gemessene Zeit, wie dieses Ende sie gezählt hat: 1, wenn jeder Stream gleich viel übertrug, 1/n, wenn ein Stream alles übertrug.</translation>
    </message>
</context>
<context>
    <name>bw::ui::ReviewPlanEditor</name>
    <message>
        <source>Step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <source>Repeats</source>
        <translation>Wiederholungen</translation>
    </message>
    <message>
        <source>The sequence, run from top to bottom against the peer.</source>
        <translation>Die Abfolge, von oben nach unten gegen die Gegenstelle ausgeführt.</translation>
    </message>
    <message>
        <source>&amp;Add step</source>
        <translation>Schritt &amp;hinzufügen</translation>
    </message>
    <message>
        <source>&amp;Remove step</source>
        <translation>Schritt &amp;entfernen</translation>
    </message>
    <message>
        <source>De&amp;faults</source>
        <translation>&amp;Standard</translation>
    </message>
    <message>
        <source>TCP upload, download and simultaneous, 3 times each, then the UDP highest clean rate.</source>
        <translation>TCP-Upload, -Download und gleichzeitig, je 3-mal, dann die höchste saubere UDP-Rate.</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>How long each TCP run measures. The other settings (streams, buffers, warm-up) are the main window&apos;s.</source>
        <translation>Wie lange jeder TCP-Lauf misst. Die übrigen Einstellungen (Streams, Puffer, Aufwärmen) kommen aus dem Hauptfenster.</translation>
    </message>
    <message>
        <source>&amp;Duration per run:</source>
        <translation>&amp;Dauer je Lauf:</translation>
    </message>
</context>
<context>
    <name>bw::ui::ReviewRunner</name>
    <message numerus="yes">
        <source>Review stopped after %n run(s).</source>
        <translation>
            <numerusform>Prüfreihe nach %n Lauf angehalten.</numerusform>
            <numerusform>Prüfreihe nach %n Läufen angehalten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Review done: %n run(s).</source>
        <translation>
            <numerusform>Prüfreihe fertig: %n Lauf.</numerusform>
            <numerusform>Prüfreihe fertig: %n Läufe.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, run %2 of %3</source>
        <translation>%1, Lauf %2 von %3</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>The run could not start: a test is already running. Wait for it to end, then start the review again.</source>
        <translation>Der Lauf konnte nicht starten: Ein Test läuft bereits. Warten Sie, bis er endet, und starten Sie die Bewertung erneut.</translation>
    </message>
</context>
<context>
    <name>bw::ui::ReviewText</name>
    <message>
        <source>TCP upload</source>
        <translation>TCP-Upload</translation>
    </message>
    <message>
        <source>TCP download</source>
        <translation>TCP-Download</translation>
    </message>
    <message>
        <source>TCP simultaneous</source>
        <translation>TCP gleichzeitig</translation>
    </message>
    <message>
        <source>UDP highest clean rate</source>
        <translation>Höchste saubere UDP-Rate</translation>
    </message>
</context>
<context>
    <name>bw::ui::ReviewWindow</name>
    <message>
        <source>Review matrix</source>
        <translation>Prüfreihe</translation>
    </message>
    <message>
        <source>&amp;Start review</source>
        <translation>Prüfreihe &amp;starten</translation>
    </message>
    <message>
        <source>Run every step against the peer of the main window, one after the other.</source>
        <translation>Jeden Schritt nacheinander gegen die Gegenstelle des Hauptfensters ausführen.</translation>
    </message>
    <message>
        <source>S&amp;top</source>
        <translation>S&amp;topp</translation>
    </message>
    <message>
        <source>&amp;Compare and export…</source>
        <translation>&amp;Vergleichen und exportieren…</translation>
    </message>
    <message>
        <source>Open the review&apos;s runs as a comparison, for charts and the article export.</source>
        <translation>Die Läufe der Prüfreihe als Vergleich öffnen, für Diagramme und den Artikel-Export.</translation>
    </message>
    <message>
        <source>Ready.</source>
        <translation>Bereit.</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <source>Mean</source>
        <translation>Mittelwert</translation>
    </message>
    <message>
        <source>± Std. dev.</source>
        <translation>± Std.-abw.</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>Läufe</translation>
    </message>
    <message>
        <source>Spread</source>
        <translation>Streuung</translation>
    </message>
    <message>
        <source>TCP: received throughput, both directions together when simultaneous. UDP: the highest rate whose loss stayed within the limit. Spread: (max − min) / mean over the repeats; over 10 % is flagged.</source>
        <translation>TCP: empfangener Durchsatz, bei gleichzeitig beide Richtungen zusammen. UDP: die höchste Rate, deren Verlust im Limit blieb. Streuung: (Max − Min) / Mittelwert über die Wiederholungen; über 10 % wird markiert.</translation>
    </message>
    <message>
        <source>Add at least one step.</source>
        <translation>Mindestens einen Schritt hinzufügen.</translation>
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
        <translation>⚠ %1: Wiederholungen weichen um mehr als 10 % ab</translation>
    </message>
    <message>
        <source>%1 · about %2 left</source>
        <translation>%1 · noch etwa %2</translation>
    </message>
    <message>
        <source>A review runs against one server, and the Address field names several: %1. Leave one of them there, then press Start again.</source>
        <translation>Eine Review läuft gegen einen Server, und das Adressfeld nennt mehrere: %1. Lassen Sie dort einen davon stehen und drücken Sie dann erneut „Starten“.</translation>
    </message>
</context>
<context>
    <name>bw::ui::RunController</name>
    <message>
        <source>No peer is set.</source>
        <translation>Keine Gegenstelle angegeben.</translation>
    </message>
    <message>
        <source>Type the name or address of the machine running the server.</source>
        <translation>Geben Sie Namen oder Adresse des Rechners ein, auf dem der Server läuft.</translation>
    </message>
    <message>
        <source>A setting is out of range.</source>
        <translation>Eine Einstellung liegt außerhalb des zulässigen Bereichs.</translation>
    </message>
    <message>
        <source>Correct the setting and retry.</source>
        <translation>Korrigieren Sie die Einstellung und versuchen Sie es erneut.</translation>
    </message>
    <message>
        <source>Done. Highest clean rate: %1 (loss at most %2 %, %3 steps).</source>
        <translation>Fertig. Höchste saubere Rate: %1 (Verlust höchstens %2 %, %3 Schritte).</translation>
    </message>
    <message>
        <source>Done. No rate was clean (loss at most %1 %).</source>
        <translation>Fertig. Keine Rate war sauber (Verlust höchstens %1 %).</translation>
    </message>
    <message>
        <source>Upload</source>
        <translation>Upload</translation>
    </message>
    <message>
        <source>Download</source>
        <translation>Download</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Stopped early. %1</source>
        <translation>Vorzeitig gestoppt. %1</translation>
    </message>
    <message>
        <source>Done. %1</source>
        <translation>Fertig. %1</translation>
    </message>
    <message>
        <source>Connecting to %1…</source>
        <translation>Verbinde mit %1 …</translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation>Wird gestoppt …</translation>
    </message>
    <message>
        <source>Searching the highest clean rate: step %1…</source>
        <translation>Suche der höchsten sauberen Rate: Schritt %1…</translation>
    </message>
    <message>
        <source>Warming up…</source>
        <translation>Aufwärmphase …</translation>
    </message>
    <message>
        <source>Measuring…</source>
        <translation>Messung läuft …</translation>
    </message>
    <message>
        <source>Running the download half…</source>
        <translation>Download-Hälfte läuft …</translation>
    </message>
    <message>
        <source>The test did not complete.</source>
        <translation>Der Test wurde nicht abgeschlossen.</translation>
    </message>
    <message>
        <source>Measuring the idle latency (%1 s) before the load…</source>
        <translation>Latenz im Leerlauf wird gemessen (%1 s), bevor die Last beginnt…</translation>
    </message>
    <message>
        <source>n/a</source>
        <translation>k. A.</translation>
    </message>
    <message>
        <source>The test failed after %1 s.</source>
        <translation>Der Test ist nach %1 s fehlgeschlagen.</translation>
    </message>
    <message>
        <source>&quot;Until stopped&quot; runs one test: Upload, Download or Simultaneous.</source>
        <translation>„Bis gestoppt“ führt einen Test aus: Upload, Download oder Gleichzeitig.</translation>
    </message>
    <message>
        <source>Choose one of those, or set a duration for Both ways or the highest-clean-rate search.</source>
        <translation>Wählen Sie eines davon, oder stellen Sie für „Beide Richtungen“ oder die Suche nach der höchsten verlustfreien Rate eine Dauer ein.</translation>
    </message>
    <message>
        <source>Stopped after %1 s. %2</source>
        <translation>Nach %1 s gestoppt. %2</translation>
    </message>
</context>
<context>
    <name>bw::ui::RunPanel</name>
    <message>
        <source>&amp;Upload</source>
        <translation>&amp;Hochladen</translation>
    </message>
    <message>
        <source>This PC sends, the peer receives.</source>
        <translation>Dieser PC sendet, die Gegenstelle empfängt.</translation>
    </message>
    <message>
        <source>&amp;Download</source>
        <translation>He&amp;runterladen</translation>
    </message>
    <message>
        <source>The peer sends, this PC receives.</source>
        <translation>Die Gegenstelle sendet, dieser PC empfängt.</translation>
    </message>
    <message>
        <source>&amp;Both ways</source>
        <translation>&amp;Beide Richtungen</translation>
    </message>
    <message>
        <source>Upload, then download: one after the other, one result.</source>
        <translation>Erst Upload, dann Download: nacheinander, ein Ergebnis.</translation>
    </message>
    <message>
        <source>Si&amp;multaneous</source>
        <translation>&amp;Gleichzeitig</translation>
    </message>
    <message>
        <source>Upload and download at the same time, on separate streams.</source>
        <translation>Upload und Download gleichzeitig, auf getrennten Streams.</translation>
    </message>
    <message>
        <source>&amp;Stop</source>
        <translation>&amp;Stopp</translation>
    </message>
    <message>
        <source>End the test now. The figures measured so far are kept.</source>
        <translation>Beendet den Test sofort. Die bisher gemessenen Werte bleiben erhalten.</translation>
    </message>
    <message>
        <source>How much of the test has run, and the time left.</source>
        <translation>Wie viel des Tests gelaufen ist und wie viel Zeit bleibt.</translation>
    </message>
    <message>
        <source>Idle</source>
        <translation>Bereit</translation>
    </message>
    <message>
        <source>Ready.</source>
        <translation>Bereit.</translation>
    </message>
    <message>
        <source>%1 s left</source>
        <translation>noch %1 s</translation>
    </message>
    <message>
        <source>Stop serving first: while this PC serves, its chart and table show the tests other machines run against it.</source>
        <translation>Beenden Sie zuerst den Server: Solange dieser PC als Server läuft, zeigen Diagramm und Tabelle die Tests, die andere Rechner gegen ihn ausführen.</translation>
    </message>
    <message>
        <source>%1 s elapsed</source>
        <translation>%1 s vergangen</translation>
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
        <translation>Upload</translation>
    </message>
    <message>
        <source>Download</source>
        <translation>Download</translation>
    </message>
    <message>
        <source>Simultaneous</source>
        <translation>Gleichzeitig</translation>
    </message>
    <message>
        <source>Both ways</source>
        <translation>Beide Richtungen</translation>
    </message>
    <message>
        <source>%1 · %2 %3</source>
        <translation>%1 · %2 %3</translation>
    </message>
    <message>
        <source>Served to %1 · %2 %3</source>
        <translation>Bedient für %1 · %2 %3</translation>
    </message>
    <message>
        <source>%1 · failed after %2 s</source>
        <translation>%1 · nach %2 s fehlgeschlagen</translation>
    </message>
</context>
<context>
    <name>bw::ui::SeriesController</name>
    <message>
        <source>Run %1 of %2 done; the next starts in %3.</source>
        <translation>Lauf %1 von %2 fertig; der nächste beginnt in %3.</translation>
    </message>
    <message>
        <source>The series ended without a measured run.</source>
        <translation>Die Serie endete ohne einen gemessenen Lauf.</translation>
    </message>
    <message numerus="yes">
        <source>Over %n run(s), each run&apos;s mean, received:</source>
        <translation>
            <numerusform>Über %n Lauf, Mittelwert jedes Laufs, empfangen:</numerusform>
            <numerusform>Über %n Läufe, Mittelwert jedes Laufs, empfangen:</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: mean %2, std dev %3, min %4, max %5</source>
        <translation>%1: Mittel %2, Std.-Abw. %3, Min. %4, Max. %5</translation>
    </message>
    <message>
        <source>Upload</source>
        <translation>Upload</translation>
    </message>
    <message>
        <source>Download</source>
        <translation>Download</translation>
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
        <translation>hier empfangen</translation>
    </message>
    <message>
        <source>sent from here</source>
        <translation>von hier gesendet</translation>
    </message>
    <message>
        <source>received and sent at once</source>
        <translation>gleichzeitig empfangen und gesendet</translation>
    </message>
    <message>
        <source>received, then sent</source>
        <translation>empfangen, dann gesendet</translation>
    </message>
    <message>
        <source>this PC</source>
        <translation>dieser PC</translation>
    </message>
    <message>
        <source>Serving on port %1. Type one of these on the other machine: %2</source>
        <translation>Server auf Port %1. Geben Sie auf dem anderen Rechner eine dieser Adressen ein: %2</translation>
    </message>
    <message>
        <source>Serving stopped; the test it served ended early.</source>
        <translation>Server beendet; der laufende Test endete vorzeitig.</translation>
    </message>
    <message>
        <source>Serving a test for %1 (%2).</source>
        <translation>Bediene einen Test für %1 (%2).</translation>
    </message>
    <message>
        <source>The test for %1 ended; its result is in the table.</source>
        <translation>Der Test für %1 ist beendet; sein Ergebnis steht in der Tabelle.</translation>
    </message>
    <message>
        <source>The test for %1 ended early.</source>
        <translation>Der Test für %1 endete vorzeitig.</translation>
    </message>
    <message>
        <source>The figures measured so far stay on the chart. The other machine&apos;s window or output may say more.</source>
        <translation>Die bisher gemessenen Werte bleiben im Diagramm. Fenster oder Ausgabe des anderen Rechners sagen womöglich mehr.</translation>
    </message>
    <message>
        <source>Refused a test from %1: this PC was busy with another test.</source>
        <translation>Test von %1 abgelehnt: Dieser PC war mit einem anderen Test beschäftigt.</translation>
    </message>
    <message>
        <source>The other machine can run its test again when this one ends.</source>
        <translation>Der andere Rechner kann seinen Test erneut starten, wenn dieser endet.</translation>
    </message>
    <message>
        <source>Refused a test from %1.</source>
        <translation>Test von %1 abgelehnt.</translation>
    </message>
    <message>
        <source>The reason is below. The other machine&apos;s window or output may say more.</source>
        <translation>Der Grund steht unten. Fenster oder Ausgabe des anderen Rechners sagen womöglich mehr.</translation>
    </message>
    <message>
        <source>Auto</source>
        <translation>Automatisch</translation>
    </message>
    <message>
        <source>Only clients from %1 are served.</source>
        <translation>Nur Clients aus %1 werden bedient.</translation>
    </message>
    <message>
        <source>%1 · served to %2 (%3) · %4, %5, %6, streams: %7, buffer %8, window %9</source>
        <translation>%1 · bedient für %2 (%3) · %4, %5, %6, Streams: %7, Puffer %8, Fenster %9</translation>
    </message>
    <message numerus="yes">
        <source>Up to %n clients are served at once.</source>
        <translation>
            <numerusform>Bis zu %n Client wird gleichzeitig bedient.</numerusform>
            <numerusform>Bis zu %n Clients werden gleichzeitig bedient.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2), %3</source>
        <translation>%1 (%2), %3</translation>
    </message>
    <message numerus="yes">
        <source>Serving %n clients at once.</source>
        <translation>
            <numerusform>Bediene %n Client gleichzeitig.</numerusform>
            <numerusform>Bediene %n Clients gleichzeitig.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The test for %1 ended; %n client(s) still running.</source>
        <translation>
            <numerusform>Der Test für %1 ist beendet; %n Client läuft noch.</numerusform>
            <numerusform>Der Test für %1 ist beendet; %n Clients laufen noch.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The test for %1 ended early (%2); %n client(s) still running.</source>
        <translation>
            <numerusform>Der Test für %1 endete vorzeitig (%2); %n Client läuft noch.</numerusform>
            <numerusform>Der Test für %1 endete vorzeitig (%2); %n Clients laufen noch.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Refused a test from %1: this PC was serving %n client(s) already, as many as &quot;clients at once&quot; allows.</source>
        <translation>
            <numerusform>Test von %1 abgelehnt: Dieser PC bediente bereits %n Client, so viele, wie „Clients gleichzeitig“ erlaubt.</numerusform>
            <numerusform>Test von %1 abgelehnt: Dieser PC bediente bereits %n Clients, so viele, wie „Clients gleichzeitig“ erlaubt.</numerusform>
        </translation>
    </message>
    <message>
        <source>Stop serving and raise &quot;clients at once&quot;, or run that test again when one of the others ends.</source>
        <translation>Beenden Sie den Server und erhöhen Sie „Clients gleichzeitig“, oder starten Sie diesen Test erneut, wenn einer der anderen endet.</translation>
    </message>
    <message>
        <source>Remote control is on: a console that gives the code %1 may run tests from this PC.</source>
        <translation>Fernsteuerung ist an: eine Konsole, die den Code %1 angibt, darf Tests von diesem PC ausführen.</translation>
    </message>
</context>
<context>
    <name>bw::ui::ServeFirewall</name>
    <message>
        <source>open</source>
        <translation>offen</translation>
    </message>
    <message>
        <source>blocked</source>
        <translation>blockiert</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>Allow through firewall…</source>
        <translation>In der Firewall freigeben…</translation>
    </message>
    <message>
        <source>Shows the commands that open the test port (TCP and UDP only) and runs them only when you agree.</source>
        <translation>Zeigt die Befehle, die den Test-Port (nur TCP und UDP) öffnen, und führt sie nur mit Ihrer Zustimmung aus.</translation>
    </message>
    <message>
        <source>Firewall: none found that filters port %1.</source>
        <translation>Firewall: keine gefunden, die Port %1 filtert.</translation>
    </message>
    <message>
        <source>Firewall (%1): TCP %2 %3, UDP %2 %4</source>
        <translation>Firewall (%1): TCP %2 %3, UDP %2 %4</translation>
    </message>
    <message>
        <source> (reading the rules needs administrator rights)</source>
        <translation> (zum Lesen der Regeln sind Administratorrechte nötig)</translation>
    </message>
    <message>
        <source>Firewall: reading its rules for port %1…</source>
        <translation>Firewall: Regeln für Port %1 werden gelesen…</translation>
    </message>
</context>
<context>
    <name>bw::ui::ServePanel</name>
    <message>
        <source>Type one of these addresses on the other machine.</source>
        <translation>Geben Sie eine dieser Adressen auf dem anderen Rechner ein.</translation>
    </message>
    <message>
        <source>The test this PC serves now, or the last one&apos;s outcome. Its figures show in the chart and the table.</source>
        <translation>Der Test, den dieser PC gerade bedient, oder das Ergebnis des letzten. Seine Werte erscheinen in Diagramm und Tabelle.</translation>
    </message>
    <message>
        <source>Waiting for a test from another machine.</source>
        <translation>Warte auf einen Test von einem anderen Rechner.</translation>
    </message>
    <message>
        <source>Each client this PC serves in this round, with this PC&apos;s figures: what it received, or what it sent where the client downloads. The last row is their sum.</source>
        <translation>Jeder Client, den dieser PC in dieser Runde bedient, mit den Werten dieses PCs: was er empfangen hat, oder was er gesendet hat, wo der Client herunterlädt. Die letzte Zeile ist ihre Summe.</translation>
    </message>
</context>
<context>
    <name>bw::ui::ServedClientsModel</name>
    <message numerus="yes">
        <source>All %n client(s)</source>
        <translation>
            <numerusform>Insgesamt %n Client</numerusform>
            <numerusform>Alle %n Clients</numerusform>
        </translation>
    </message>
    <message>
        <source>–</source>
        <translation>–</translation>
    </message>
    <message numerus="yes">
        <source>%n running</source>
        <translation>
            <numerusform>%n läuft</numerusform>
            <numerusform>%n laufen</numerusform>
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
        <translation>Läuft</translation>
    </message>
    <message>
        <source>Ended</source>
        <translation>Beendet</translation>
    </message>
    <message>
        <source>Ended early</source>
        <translation>Vorzeitig beendet</translation>
    </message>
    <message>
        <source>Client</source>
        <translation>Client</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>Aktuell</translation>
    </message>
    <message>
        <source>Mean</source>
        <translation>Mittelwert</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Zustand</translation>
    </message>
</context>
<context>
    <name>bw::ui::ServersChart</name>
    <message>
        <source>Time (s)</source>
        <translation>Zeit (s)</translation>
    </message>
    <message>
        <source>A line per server: what its receiver got in each interval (what was sent where the receiver gave no figure). The thick line is their sum, drawn for the intervals every server has measured.</source>
        <translation>Eine Linie je Server: was sein Empfänger in jedem Intervall erhielt (das Gesendete, wo die Zahl des Empfängers fehlt). Die dicke Linie ist ihre Summe, gezeichnet für die Intervalle, die jeder Server gemessen hat.</translation>
    </message>
    <message numerus="yes">
        <source>Sum of %n servers</source>
        <translation>
            <numerusform>Summe von %n Server</numerusform>
            <numerusform>Summe von %n Servern</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Sum of %n servers, upload</source>
        <translation>
            <numerusform>Summe von %n Server, Upload</numerusform>
            <numerusform>Summe von %n Servern, Upload</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Sum of %n servers, download</source>
        <translation>
            <numerusform>Summe von %n Server, Download</numerusform>
            <numerusform>Summe von %n Servern, Download</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, upload</source>
        <translation>%1, Upload</translation>
    </message>
    <message>
        <source>%1, download</source>
        <translation>%1, Download</translation>
    </message>
    <message>
        <source>solid: upload, dashed: download</source>
        <translation>durchgezogen: Upload, gestrichelt: Download</translation>
    </message>
    <message>
        <source>A line per pair: what its receiver got in each interval (what was sent where the receiver gave no figure). The thick line is their sum, drawn for the intervals every pair has measured.</source>
        <translation>Eine Linie pro Paar: was sein Empfänger in jedem Intervall bekam (was gesendet wurde, wo der Empfänger keinen Wert gab). Die dicke Linie ist ihre Summe, gezeichnet für die Intervalle, die jedes Paar gemessen hat.</translation>
    </message>
    <message numerus="yes">
        <source>Sum of %n pairs</source>
        <translation>
            <numerusform>Summe von %n Paar</numerusform>
            <numerusform>Summe von %n Paaren</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Sum of %n pairs, upload</source>
        <translation>
            <numerusform>Summe von %n Paar, Upload</numerusform>
            <numerusform>Summe von %n Paaren, Upload</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Sum of %n pairs, download</source>
        <translation>
            <numerusform>Summe von %n Paar, Download</numerusform>
            <numerusform>Summe von %n Paaren, Download</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>bw::ui::ServersResultsModel</name>
    <message>
        <source>Upload</source>
        <translation>Upload</translation>
    </message>
    <message>
        <source>Download</source>
        <translation>Download</translation>
    </message>
    <message>
        <source>Failed: %1</source>
        <translation>Fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>No result</source>
        <translation>Kein Ergebnis</translation>
    </message>
    <message>
        <source>%1 (stopped)</source>
        <translation>%1 (angehalten)</translation>
    </message>
    <message>
        <source>n/a</source>
        <translation>k. A.</translation>
    </message>
    <message>
        <source>Start skew</source>
        <translation>Startversatz</translation>
    </message>
    <message numerus="yes">
        <source>Sum of %n servers</source>
        <translation>
            <numerusform>Summe von %n Server</numerusform>
            <numerusform>Summe von %n Servern</numerusform>
        </translation>
    </message>
    <message>
        <source>None: a run did not end whole, so no sum would cover the same time. Run again once every server works.</source>
        <translation>Keine: ein Lauf endete nicht vollständig, also deckte keine Summe dieselbe Zeit ab. Starten Sie erneut, sobald jeder Server funktioniert.</translation>
    </message>
    <message>
        <source>The sum of each server&apos;s mean over the measured time (what was received where known), and of the bytes received.</source>
        <translation>Die Summe der Mittelwerte der Server über die gemessene Zeit (das Empfangene, wo bekannt) und der empfangenen Bytes.</translation>
    </message>
    <message>
        <source>Server</source>
        <translation>Server</translation>
    </message>
    <message>
        <source>Direction</source>
        <translation>Richtung</translation>
    </message>
    <message>
        <source>Mean</source>
        <translation>Mittel</translation>
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
        <translation>Std.-Abw.</translation>
    </message>
    <message>
        <source>Received</source>
        <translation>Empfangen</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>The widest gap between the first and the last server&apos;s start of data.</source>
        <translation>Der größte Abstand zwischen dem Datenstart des ersten und des letzten Servers.</translation>
    </message>
</context>
<context>
    <name>bw::ui::ServersRun</name>
    <message>
        <source>%1 servers are more than one test takes (at most %2).</source>
        <translation>%1 Server sind mehr, als ein Test aufnimmt (höchstens %2).</translation>
    </message>
    <message>
        <source>Leave out some servers, and test the rest in a second run.</source>
        <translation>Lassen Sie einige Server weg und testen Sie die übrigen in einem zweiten Lauf.</translation>
    </message>
    <message>
        <source>%1 is in the list of servers twice.</source>
        <translation>%1 steht zweimal in der Liste der Server.</translation>
    </message>
    <message>
        <source>Give each server once.</source>
        <translation>Geben Sie jeden Server nur einmal an.</translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation>Wird angehalten…</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>upload</source>
        <translation>Upload</translation>
    </message>
    <message>
        <source>download</source>
        <translation>Download</translation>
    </message>
    <message numerus="yes">
        <source>Warming up, sum of %n servers: %1</source>
        <translation>
            <numerusform>Aufwärmen, Summe von %n Server: %1</numerusform>
            <numerusform>Aufwärmen, Summe von %n Servern: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Measuring, sum of %n servers: %1</source>
        <translation>
            <numerusform>Messung, Summe von %n Server: %1</numerusform>
            <numerusform>Messung, Summe von %n Servern: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Server %1: %2</source>
        <translation>Server %1: %2</translation>
    </message>
    <message>
        <source>%1 The other servers were stopped; what they measured is kept. Fix %2, or leave it out of the Address field, and run again.</source>
        <translation>%1 Die anderen Server wurden angehalten; was sie gemessen haben, bleibt erhalten. Beheben Sie das Problem bei %2 oder nehmen Sie ihn aus dem Adressfeld, und starten Sie erneut.</translation>
    </message>
    <message>
        <source>The test to %1 failed, and the others were stopped: see the message below.</source>
        <translation>Der Test zu %1 ist fehlgeschlagen, und die anderen wurden angehalten: siehe die Meldung unten.</translation>
    </message>
    <message numerus="yes">
        <source>Connecting to %n servers: %1…</source>
        <translation>
            <numerusform>Verbinde mit %n Server: %1…</numerusform>
            <numerusform>Verbinde mit %n Servern: %1…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stopped: %n servers tested at once.</source>
        <translation>
            <numerusform>Angehalten: %n Server gleichzeitig getestet.</numerusform>
            <numerusform>Angehalten: %n Server gleichzeitig getestet.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Done: %n servers tested at once.</source>
        <translation>
            <numerusform>Fertig: %n Server gleichzeitig getestet.</numerusform>
            <numerusform>Fertig: %n Server gleichzeitig getestet.</numerusform>
        </translation>
    </message>
    <message>
        <source>Start skew %1 ms.</source>
        <translation>Startversatz %1 ms.</translation>
    </message>
</context>
<context>
    <name>bw::ui::SettingsPanel</name>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>Fill in all settings at once: Quick check (5 s, 1 stream), Review (30 s, 4 streams, 2 s warm-up) or Max throughput (many streams, large buffers).</source>
        <translation>Setzt alle Einstellungen auf einmal: Schnelltest (5 s, 1 Stream), Testbericht (30 s, 4 Streams, 2 s Aufwärmphase) oder Maximaler Durchsatz (viele Streams, große Puffer).</translation>
    </message>
    <message>
        <source>Time at the start that is run but left out of the results, so TCP can ramp up first.</source>
        <translation>Zeit zu Beginn, die läuft, aber nicht in die Ergebnisse eingeht, damit TCP zuerst hochfahren kann.</translation>
    </message>
    <message>
        <source>How often a point is measured and plotted.</source>
        <translation>Wie oft ein Messpunkt erfasst und gezeichnet wird.</translation>
    </message>
    <message>
        <source>Parallel TCP connections per direction. More streams fill fast links that one connection cannot.</source>
        <translation>Parallele TCP-Verbindungen je Richtung. Mehr Streams lasten schnelle Leitungen aus, die eine einzelne Verbindung nicht füllt.</translation>
    </message>
    <message>
        <source>Auto</source>
        <translation>Automatisch</translation>
    </message>
    <message>
        <source>Worker threads that drive the streams. Auto: TCP starts with one and adds one while that speeds it up; UDP uses one per stream.</source>
        <translation>Arbeits-Threads, die die Streams bedienen. Automatisch: TCP beginnt mit einem und nimmt einen weiteren hinzu, solange das schneller macht; UDP nimmt einen je Stream.</translation>
    </message>
    <message>
        <source> KiB</source>
        <translation> KiB</translation>
    </message>
    <message>
        <source>How many bytes each read or write call moves.</source>
        <translation>Wie viele Bytes jeder Lese- oder Schreibaufruf überträgt.</translation>
    </message>
    <message>
        <source>The socket send and receive buffer (TCP window). Auto leaves it to the operating system&apos;s autotuning.</source>
        <translation>Der Sende- und Empfangspuffer des Sockets (TCP-Fenster). Automatisch überlässt ihn der automatischen Anpassung des Betriebssystems.</translation>
    </message>
    <message>
        <source>IPv4 or IPv6</source>
        <translation>IPv4 oder IPv6</translation>
    </message>
    <message>
        <source>IPv4 only</source>
        <translation>Nur IPv4</translation>
    </message>
    <message>
        <source>IPv6 only</source>
        <translation>Nur IPv6</translation>
    </message>
    <message>
        <source>Which IP version the test uses to reach the peer.</source>
        <translation>Welche IP-Version der Test nutzt, um die Gegenstelle zu erreichen.</translation>
    </message>
    <message>
        <source>&amp;Preset:</source>
        <translation>&amp;Vorlage:</translation>
    </message>
    <message>
        <source>&amp;Duration:</source>
        <translation>&amp;Dauer:</translation>
    </message>
    <message>
        <source>&amp;Warm-up:</source>
        <translation>&amp;Aufwärmen:</translation>
    </message>
    <message>
        <source>&amp;Interval:</source>
        <translation>&amp;Intervall:</translation>
    </message>
    <message>
        <source>&amp;Streams:</source>
        <translation>&amp;Streams:</translation>
    </message>
    <message>
        <source>&amp;Threads:</source>
        <translation>&amp;Threads:</translation>
    </message>
    <message>
        <source>&amp;Buffer:</source>
        <translation>&amp;Puffer:</translation>
    </message>
    <message>
        <source>Socket &amp;window:</source>
        <translation>Socket-&amp;Fenster:</translation>
    </message>
    <message>
        <source>I&amp;P version:</source>
        <translation>I&amp;P-Version:</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
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
        <translation>TCP zeigt den Durchsatz. UDP sendet mit fester Rate und zeigt Verlust, Jitter und Umordnung, die TCPs Neuübertragungen verbergen.</translation>
    </message>
    <message>
        <source> Mbit/s</source>
        <translation> Mbit/s</translation>
    </message>
    <message>
        <source>UDP: the rate each stream sends at. With the highest-clean-rate search, where the search starts.</source>
        <translation>UDP: die Rate, mit der jeder Stream sendet. Bei der Suche der höchsten sauberen Rate: wo die Suche beginnt.</translation>
    </message>
    <message>
        <source>Find the highest clean rate</source>
        <translation>Höchste saubere Rate suchen</translation>
    </message>
    <message>
        <source>UDP: run short steps at rising rates and find the highest one whose loss stays within the maximum loss.</source>
        <translation>UDP: kurze Schritte mit steigender Rate, bis die höchste gefunden ist, deren Verlust im erlaubten Maximum bleibt.</translation>
    </message>
    <message>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <source>The most loss a step may show and still count as clean.</source>
        <translation>Der größte Verlust, bei dem ein Schritt noch als sauber gilt.</translation>
    </message>
    <message>
        <source>P&amp;rotocol:</source>
        <translation>P&amp;rotokoll:</translation>
    </message>
    <message>
        <source>UDP r&amp;ate:</source>
        <translation>UDP-R&amp;ate:</translation>
    </message>
    <message>
        <source>Max. &amp;loss:</source>
        <translation>Max. &amp;Verlust:</translation>
    </message>
    <message>
        <source>Probes</source>
        <translation>Messproben</translation>
    </message>
    <message>
        <source>Native peers: measure the round trip (and, where the clocks can be related, the delay each way) with light UDP probes during the test, after an idle baseline. iperf3 peers have no probes.</source>
        <translation>Native Gegenstellen: misst die Umlaufzeit (und, wo sich die Uhren abgleichen lassen, die Verzögerung je Richtung) mit leichten UDP-Messproben während des Tests, nach einer Leerlauf-Basis. iperf3-Gegenstellen haben keine Messproben.</translation>
    </message>
    <message>
        <source>idle </source>
        <translation>Leerlauf </translation>
    </message>
    <message>
        <source>idle off</source>
        <translation>Leerlauf aus</translation>
    </message>
    <message>
        <source>Probes before the load starts: the idle baseline that the loaded latency is compared with. 0 = off: no baseline.</source>
        <translation>Messproben vor Beginn der Last: die Leerlauf-Basis, mit der die Latenz unter Last verglichen wird. 0 = aus: keine Basis.</translation>
    </message>
    <message>
        <source>every </source>
        <translation>alle </translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>Time between two probes.</source>
        <translation>Zeit zwischen zwei Messproben.</translation>
    </message>
    <message>
        <source>Late&amp;ncy:</source>
        <translation>Late&amp;nz:</translation>
    </message>
    <message>
        <source>Until stopped</source>
        <translation>Bis gestoppt</translation>
    </message>
    <message>
        <source>How long the test measures, after the warm-up. Step below 1 s, or type 0, for &quot;Until stopped&quot;: the test runs until you press Stop, and its result covers the time it ran.</source>
        <translation>Wie lange der Test nach dem Aufwärmen misst. Unter 1 s schalten oder 0 eingeben für „Bis gestoppt“: Der Test läuft, bis Sie auf Stopp drücken, und sein Ergebnis umfasst die gelaufene Zeit.</translation>
    </message>
    <message>
        <source> times</source>
        <translation> Mal</translation>
    </message>
    <message>
        <source>Once</source>
        <translation>Einmal</translation>
    </message>
    <message>
        <source>Run the same test this many times with one click. Each run goes to History; at the end the window shows the mean, standard deviation, minimum and maximum of the runs&apos; means. Not with &quot;Until stopped&quot;, which has no end.</source>
        <translation>Denselben Test mit einem Klick so oft ausführen. Jeder Lauf kommt in den Verlauf; am Ende zeigt das Fenster Mittelwert, Standardabweichung, Minimum und Maximum der Mittelwerte der Läufe. Nicht mit „Bis gestoppt“, das kein Ende hat.</translation>
    </message>
    <message>
        <source>pause </source>
        <translation>Pause </translation>
    </message>
    <message>
        <source>Time between the end of one run and the start of the next.</source>
        <translation>Zeit zwischen dem Ende eines Laufs und dem Beginn des nächsten.</translation>
    </message>
    <message>
        <source>Rep&amp;eat:</source>
        <translation>&amp;Wiederholen:</translation>
    </message>
    <message>
        <source>Not with several servers: a test to several servers is one run to each at once. Leave one address in the Address field to use it.</source>
        <translation>Nicht mit mehreren Servern: ein Test zu mehreren Servern ist ein Lauf zu jedem gleichzeitig. Lassen Sie eine Adresse im Adressfeld, um es zu nutzen.</translation>
    </message>
</context>
<context>
    <name>bw::ui::StartupOptionsParser</name>
    <message>
        <source>Benchwire: network throughput tests with live charts.</source>
        <translation>Benchwire: Netzwerk-Durchsatztests mit Live-Diagrammen.</translation>
    </message>
    <message>
        <source>Start in Serve mode.</source>
        <translation>Im Server-Modus starten.</translation>
    </message>
    <message>
        <source>Test port.</source>
        <translation>Test-Port.</translation>
    </message>
    <message>
        <source>port</source>
        <translation>Port</translation>
    </message>
    <message>
        <source>Peer to test against.</source>
        <translation>Gegenstelle, gegen die getestet wird.</translation>
    </message>
    <message>
        <source>host</source>
        <translation>Host</translation>
    </message>
    <message>
        <source>Start a test at once: upload, download, both-ways or bidirectional.</source>
        <translation>Sofort einen Test starten: upload, download, both-ways oder bidirectional.</translation>
    </message>
    <message>
        <source>mode</source>
        <translation>Modus</translation>
    </message>
    <message>
        <source>Test duration.</source>
        <translation>Testdauer.</translation>
    </message>
    <message>
        <source>seconds</source>
        <translation>Sekunden</translation>
    </message>
    <message>
        <source>Report interval.</source>
        <translation>Messintervall.</translation>
    </message>
    <message>
        <source>Parallel streams.</source>
        <translation>Parallele Streams.</translation>
    </message>
    <message>
        <source>count</source>
        <translation>Anzahl</translation>
    </message>
    <message>
        <source>Quit when the test ends; the exit code is 1 after a failure.</source>
        <translation>Nach dem Test beenden; der Exit-Code ist nach einem Fehler 1.</translation>
    </message>
    <message>
        <source>Save a screenshot of the window.</source>
        <translation>Ein Bildschirmfoto des Fensters speichern.</translation>
    </message>
    <message>
        <source>file</source>
        <translation>Datei</translation>
    </message>
    <message>
        <source>When to take the screenshot, in milliseconds after start (default: when the test ends).</source>
        <translation>Wann das Bildschirmfoto entsteht, in Millisekunden nach dem Start (Standard: am Testende).</translation>
    </message>
    <message>
        <source>ms</source>
        <translation>ms</translation>
    </message>
    <message>
        <source>Save the result as JSON when the test ends.</source>
        <translation>Das Ergebnis am Testende als JSON speichern.</translation>
    </message>
    <message>
        <source>Do not search the local network for peers.</source>
        <translation>Nicht im lokalen Netz nach Gegenstellen suchen.</translation>
    </message>
    <message>
        <source>Compare the result files given as arguments (2 to 8).</source>
        <translation>Die als Argumente angegebenen Ergebnisdateien vergleichen (2 bis 8).</translation>
    </message>
    <message>
        <source>With --compare: write the charts, table and results into this folder and quit, without a window.</source>
        <translation>Mit --compare: Diagramme, Tabelle und Ergebnisse in diesen Ordner schreiben und ohne Fenster beenden.</translation>
    </message>
    <message>
        <source>folder</source>
        <translation>Ordner</translation>
    </message>
    <message>
        <source>--export needs --compare and result files.</source>
        <translation>--export braucht --compare und Ergebnisdateien.</translation>
    </message>
    <message>
        <source>--%1 %2: not a number; give %3</source>
        <translation>--%1 %2: keine Zahl; geben Sie %3 an</translation>
    </message>
    <message>
        <source>--run %1: unknown test mode; give upload, download, bidirectional or both-ways</source>
        <translation>--run %1: unbekannte Testart; geben Sie upload, download, bidirectional oder both-ways an</translation>
    </message>
    <message>
        <source>seconds, e.g. 10 or 2.5</source>
        <translation>Sekunden, z. B. 10 oder 2.5</translation>
    </message>
    <message>
        <source>seconds, e.g. 1 or 0.5</source>
        <translation>Sekunden, z. B. 1 oder 0.5</translation>
    </message>
    <message>
        <source>a whole number of streams, 1 to 1024</source>
        <translation>eine ganze Zahl von Streams, 1 bis 1024</translation>
    </message>
    <message>
        <source>Use the dark theme (with --export or --report: dark charts).</source>
        <translation>Das dunkle Design verwenden (mit --export oder --report: dunkle Diagramme).</translation>
    </message>
    <message>
        <source>Write a report of the result files given as arguments (1 to 8) to -o FILE and quit, without a window: charts, tables, CPU, latency and link facts as one HTML file, or as PDF.</source>
        <translation>Einen Bericht der als Argumente angegebenen Ergebnisdateien (1 bis 8) nach -o DATEI schreiben und ohne Fenster beenden: Diagramme, Tabellen, CPU, Latenz und Verbindungsdaten als eine HTML-Datei oder als PDF.</translation>
    </message>
    <message>
        <source>With --report: the report to write, ending in .html or .pdf.</source>
        <translation>Mit --report: der zu schreibende Bericht, mit der Endung .html oder .pdf.</translation>
    </message>
    <message>
        <source>Result files for --compare or --report.</source>
        <translation>Ergebnisdateien für --compare oder --report.</translation>
    </message>
    <message>
        <source>-o %1: an output file is for --report; add --report and the result files.</source>
        <translation>-o %1: Eine Ausgabedatei gehört zu --report; fügen Sie --report und die Ergebnisdateien hinzu.</translation>
    </message>
    <message>
        <source>--compare and --report cannot go together: a report of two or more results holds their comparison; give --report alone.</source>
        <translation>--compare und --report gehen nicht zusammen: Ein Bericht über zwei oder mehr Ergebnisse enthält ihren Vergleich; geben Sie nur --report an.</translation>
    </message>
    <message>
        <source>Open the Plan window with this plan file (as benchwire-cli --plan reads it) and run its pairs.</source>
        <translation>Das Plan-Fenster mit dieser Plandatei öffnen (wie benchwire-cli --plan sie liest) und ihre Paare ausführen.</translation>
    </message>
</context>
<context>
    <name>bw::ui::StreamChart</name>
    <message>
        <source>Upload, stream %1</source>
        <translation>Upload, Stream %1</translation>
    </message>
    <message>
        <source>Download, stream %1</source>
        <translation>Download, Stream %1</translation>
    </message>
    <message>
        <source>%1 · Fairness (Jain) %2</source>
        <translation>%1 · Fairness (Jain) %2</translation>
    </message>
    <message>
        <source>Per stream, %1: the first %2 of %3 streams drawn</source>
        <translation>Pro Stream, %1: die ersten %2 von %3 Streams gezeichnet</translation>
    </message>
    <message>
        <source>Per stream, %1</source>
        <translation>Pro Stream, %1</translation>
    </message>
</context>
<context>
    <name>bw::ui::TestSettings</name>
    <message>
        <source>Quick check</source>
        <translation>Schnelltest</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Testbericht</translation>
    </message>
    <message>
        <source>Max throughput</source>
        <translation>Maximaler Durchsatz</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Benutzerdefiniert</translation>
    </message>
    <message>
        <source>5 s, 1 stream: a fast look at the link.</source>
        <translation>5 s, 1 Stream: ein schneller Blick auf die Verbindung.</translation>
    </message>
    <message>
        <source>30 s, 4 streams, 2 s warm-up: figures for an article.</source>
        <translation>30 s, 4 Streams, 2 s Aufwärmphase: Werte für einen Artikel.</translation>
    </message>
    <message>
        <source>30 s, 16 streams, 1 MiB buffers, 4 MiB socket window: the most the link and hosts can move.</source>
        <translation>30 s, 16 Streams, 1 MiB Puffer, 4 MiB Socket-Fenster: das Maximum, das Verbindung und Rechner schaffen.</translation>
    </message>
    <message>
        <source>Your own settings.</source>
        <translation>Ihre eigenen Einstellungen.</translation>
    </message>
</context>
<context>
    <name>bw::ui::UdpChart</name>
    <message>
        <source>Upload, loss</source>
        <translation>Upload, Verlust</translation>
    </message>
    <message>
        <source>Download, loss</source>
        <translation>Download, Verlust</translation>
    </message>
    <message>
        <source>Upload, jitter</source>
        <translation>Upload, Jitter</translation>
    </message>
    <message>
        <source>Download, jitter</source>
        <translation>Download, Jitter</translation>
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
        <source>B</source>
        <translation>B</translation>
    </message>
    <message>
        <source>KiB</source>
        <translation>KiB</translation>
    </message>
    <message>
        <source>MiB</source>
        <translation>MiB</translation>
    </message>
    <message>
        <source>GiB</source>
        <translation>GiB</translation>
    </message>
    <message>
        <source>TiB</source>
        <translation>TiB</translation>
    </message>
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
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>until stopped</source>
        <translation>bis gestoppt</translation>
    </message>
</context>
</TS>

; Inno Setup 6 script: Ninetka-Setup-VERSION.exe from the PyInstaller bundle.
; packaging/build_dist.py compiles it (all the /D values below are passed in from there):
;
;   ISCC /DAppVersion=0.1.0 /DSourceDir=build\pyinstaller\dist\ninetka
;        /DIconFile=build\icons\ninetka.ico /DRecordIconFile=build\icons\ninetka-record.ico
;        /DOutputDir=dist packaging\windows\ninetka.iss
;
; Installs per user by default (no administrator rights needed; the first page offers all
; users), adds a Start-menu entry, an optional desktop shortcut, the saved-game file type
; (*.ninetka opens in the app) and an uninstaller.

#ifndef AppVersion
  #error Pass the version: ISCC /DAppVersion=X.Y.Z (packaging/build_dist.py does)
#endif
#ifndef SourceDir
  #error Pass the bundle folder: ISCC /DSourceDir=...\ninetka
#endif
#ifndef IconFile
  #error Pass the icon: ISCC /DIconFile=...\ninetka.ico (packaging/make_icons.py makes it)
#endif
#ifndef RecordIconFile
  #error Pass the saved-game icon: ISCC /DRecordIconFile=...\ninetka-record.ico
#endif
#ifndef AppName
  #define AppName "Ninetka Desktop"
#endif
#ifndef AppExeName
  #define AppExeName "ninetka.exe"
#endif
#ifndef ArtefactName
  #define ArtefactName "Ninetka"
#endif
#ifndef OutputDir
  #define OutputDir "dist"
#endif

[Setup]
; The AppId identifies the installation for upgrades and the uninstaller: never change it.
AppId={{E8714DB1-3DC8-4A2A-B068-11B74DB1427E}
AppName={#AppName}
AppVersion={#AppVersion}
AppVerName={#AppName} {#AppVersion}
AppPublisher=The Ninetka Desktop team
VersionInfoVersion={#AppVersion}
VersionInfoProductName={#AppName}
DefaultDirName={autopf}\{#AppName}
DefaultGroupName={#AppName}
DisableProgramGroupPage=yes
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
MinVersion=10.0
OutputDir={#OutputDir}
OutputBaseFilename={#ArtefactName}-Setup-{#AppVersion}
SetupIconFile={#IconFile}
UninstallDisplayIcon={app}\{#AppExeName}
UninstallDisplayName={#AppName}
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern
; Closes a running copy before files are replaced, and starts it again afterwards.
CloseApplications=yes
; The file type below: Explorer refreshes its icons after install and uninstall.
ChangesAssociations=yes

[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[InstallDelete]
; An update replaces the bundle whole, so no file of an older version is left behind.
Type: filesandordirs; Name: "{app}\_internal"

[Files]
Source: "{#SourceDir}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs
Source: "{#RecordIconFile}"; DestDir: "{app}"; DestName: "ninetka-record.ico"; Flags: ignoreversion

[Registry]
; Saved games (*.ninetka, JSON inside) open in the app with their own icon. HKA is the current
; user's classes for a per-user install and the machine's for an all-users one; the uninstaller
; removes every one of these entries again.
Root: HKA; Subkey: "Software\Classes\.ninetka"; ValueType: string; ValueName: ""; ValueData: "Ninetka.Record"; Flags: uninsdeletevalue
Root: HKA; Subkey: "Software\Classes\.ninetka\OpenWithProgids"; ValueType: string; ValueName: "Ninetka.Record"; ValueData: ""; Flags: uninsdeletevalue
Root: HKA; Subkey: "Software\Classes\Ninetka.Record"; ValueType: string; ValueName: ""; ValueData: "{#AppName} saved game"; Flags: uninsdeletekey
Root: HKA; Subkey: "Software\Classes\Ninetka.Record\DefaultIcon"; ValueType: string; ValueName: ""; ValueData: "{app}\ninetka-record.ico"
Root: HKA; Subkey: "Software\Classes\Ninetka.Record\shell\open\command"; ValueType: string; ValueName: ""; ValueData: """{app}\{#AppExeName}"" ""%1"""
Root: HKA; Subkey: "Software\Classes\Applications\{#AppExeName}\SupportedTypes"; ValueType: string; ValueName: ".ninetka"; ValueData: ""; Flags: uninsdeletekey

[Icons]
Name: "{autoprograms}\{#AppName}"; Filename: "{app}\{#AppExeName}"; WorkingDir: "{app}"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\{#AppExeName}"; WorkingDir: "{app}"; Tasks: desktopicon

[Run]
Filename: "{app}\{#AppExeName}"; Description: "{cm:LaunchProgram,{#StringChange(AppName, '&', '&&')}}"; Flags: nowait postinstall skipifsilent
